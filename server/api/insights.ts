import express from "express";
import { beaconCalls } from "#app/contract/beacons.ts";
import { isbot } from "isbot";
import { beaconMaxBytes, countedPath, goalBody, pageviewBody, vitalsBody } from "#app/lib/insights.ts";
import type { AppDeps } from "../app-deps.ts";
import { type CallContext, type Endpoints, endpoint, endpointDepsOf, endpointTable, mountEndpoints } from "./endpoint.ts";

/**
 * Whether this request may be counted at all: not a visitor who asked not to be tracked (DNT, GPC), not a known bot,
 * not the admin (signed in, browsing the site).
 */
export function countable({ session, client }: CallContext): { address: string; userAgent: string } | null {
  const userAgent = client.userAgent;
  if (client.optedOut || session || !userAgent || isbot(userAgent)) return null;
  return { address: client.address, userAgent };
}

/** The referrer's host only, and none for the site's own pages (a click from one page to another). */
export function referrerHost(referrer: string | undefined, siteUrl: string): string {
  if (!referrer) return "";
  try {
    const { host, protocol } = new URL(referrer);
    if (!/^https?:$/.test(protocol) || host === new URL(siteUrl).host) return "";
    return host
      .toLowerCase()
      .replace(/^www\./, "")
      .slice(0, 100);
  } catch {
    return "";
  }
}

/**
 * The beacons of the public pages (issue 19): a page view after a navigation inside the site (the first page of a
 * visit is counted by GET /api/user/visitor), a goal, and the page's speed. Each answers 204 at once; what is
 * recorded waits in a queue. Bodies are at most 2 KB.
 */
export function insightRoutes(deps: AppDeps): express.Router {
  const router = express.Router();
  // sendBeacon sends a string as text/plain; both are read as JSON.
  router.use(["/user/view", "/user/event", "/user/vitals"], express.json({ limit: beaconMaxBytes, type: ["application/json", "text/plain"] }));
  mountEndpoints(router, insightEndpoints(deps), endpointDepsOf(deps));
  return router;
}

/**
 * The beacons as declarations, for the router and for the test that walks every write.
 * @internal Exported for tests/api/every-write.test.ts.
 */
export function insightEndpoints({ services, config }: AppDeps): Endpoints {
  return endpointTable("/api", [
    endpoint(beaconCalls.pageview, {
      invalidates: "nothing",
      input: pageviewBody,
      run: async ({ path, referrer }, context) => {
        const counted = countedPath(path);
        const visit = countable(context);
        if (counted && visit) await services.insights.recordPageview({ path: counted, referrerHost: referrerHost(referrer, config.siteUrl), ...visit });
        return {};
      },
      status: 204,
    }),

    endpoint(beaconCalls.goal, {
      invalidates: "nothing",
      input: goalBody,
      run: async ({ name, path, props }, context) => {
        const visit = countable(context);
        if (visit) {
          const clinic = name === "whatsapp_tap" || name === "directions_tap" ? (props?.clinic ?? "") : "";
          await services.insights.recordGoal({ name, path: path.split(/[?#]/)[0]!.slice(0, 200), clinic, ...visit });
        }
        return {};
      },
      status: 204,
    }),

    endpoint(beaconCalls.vitals, {
      invalidates: "nothing",
      input: vitalsBody,
      run: async (input, context) => {
        const counted = countedPath(input.path);
        const visit = countable(context);
        if (counted && visit) await services.insights.recordVitals({ ...input, path: counted, ...visit });
        return {};
      },
      status: 204,
    }),
  ]);
}
