// Issue 32: every write the product has, and the next anonymous view of each page it changes (the walk is
// tests/api/every-write-walk.ts, which nginx.test.ts runs again through nginx with the pages as files). The page cache
// is on (the default), and each page is viewed until it comes from the cache before the write, so only the write's
// own declaration (`invalidates`) can make the next view true. The last test holds the walk to the declarations: a
// write declared to change the pages that this file does not walk fails it.
import { describe, expect, it } from "vitest";
import { adminEndpoints } from "../../server/api/admin/index.ts";
import { insightEndpoints } from "../../server/api/insights.ts";
import { publicEndpoints } from "../../server/api/public.ts";
import { dailyJobs } from "../../server/jobs/index.ts";
import { createDiskWatch } from "../../server/disk/watch.ts";
import { createLogger } from "../../server/logger.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { openTestbed } from "../../server/services/test-services.ts";
import { removeDataDir, startServer } from "../support/server.ts";
import { type View, type WalkSite, everyWriteWalk } from "./every-write-walk.ts";
import { admin, signIn, withSignedInServer } from "./helpers.ts";

async function view(pathname: string): Promise<View> {
  const response = await fetch(site.server.url + pathname, { redirect: "manual" });
  return { status: response.status, etag: response.headers.get("etag"), text: await response.text(), location: response.headers.get("location") };
}

/** Views each page until it comes from the cache (the same ETag twice): after this only a flush shows a change. */
async function cached(...pathnames: string[]): Promise<void> {
  for (const pathname of pathnames) {
    const first = await view(pathname);
    const second = await view(pathname);
    expect(second.etag, pathname).not.toBeNull();
    expect(second.etag, pathname).toBe(first.etag);
  }
}

const site = { view, cached, walked: new Set<string>() } as Omit<WalkSite, "server" | "token"> as WalkSite;
withSignedInServer((started, signedIn) => {
  site.server = started;
  site.token = signedIn;
});

describe("every write shows on the next anonymous view of every page it changes", () => {
  for (const [name, step] of everyWriteWalk(site)) it(name, step);
});

const dayMs = 24 * 3600 * 1000;
const indiaOffsetMs = 5.5 * 3600 * 1000;
const indiaDate = (ms: number) => new Date(ms + indiaOffsetMs).toISOString().slice(0, 10);

describe.each(["UTC", "Asia/Kolkata"])("India's midnight, the server in %s", (zone) => {
  it("takes today's day off out of the home page's structured data and brings in the next fortnight's last day", async () => {
    // The server's clock starts ten seconds before the next midnight in India.
    const real = Date.now();
    const midnight = Math.ceil((real + indiaOffsetMs + 1) / dayMs) * dayMs - indiaOffsetMs;
    const offsetSeconds = Math.round((midnight - 10_000 - real) / 1000);
    const night = await startServer({ env: { TZ: zone, CLOCK_OFFSET_SECONDS: String(offsetSeconds) } });
    try {
      const nightToken = await signIn(night);
      const today = indiaDate(midnight - 1);
      const fortnightOn = indiaDate(midnight - 1 + 14 * dayMs);
      const practice = await admin(night, nightToken, "GET", "/api/admin/practice");
      const [first, ...others] = practice.clinics;
      await admin(night, nightToken, "PUT", "/api/admin/practice", { ...practice, clinics: [{ ...first, daysOff: [today, fortnightOn] }, ...others] });
      const home = async () => (await fetch(`${night.url}/`)).text();
      const before = await home();
      expect(await home()).toBe(before);
      expect(before).toContain(`"validFrom":"${today}"`);
      expect(before).not.toContain(`"validFrom":"${fortnightOn}"`);
      site.walked.add("job new-day");
      await expect.poll(async () => (await home()).includes(`"validFrom":"${fortnightOn}"`), { timeout: 20_000, interval: 250 }).toBe(true);
      expect(await home()).not.toContain(`"validFrom":"${today}"`);
    } finally {
      await night.stop();
      removeDataDir(night);
    }
  }, 45_000);
});

describe("what this file walks", () => {
  it("is every write declared to change the public pages, every job so declared, and the scheduler", async () => {
    const bed = await openTestbed();
    try {
      const deps = {
        services: bed.services,
        config: bed.config,
        images: bed.images,
        logger: createLogger("silent"),
        disk: createDiskWatch({ dataDir: bed.config.dataDir, logger: createLogger("silent") }),
        mailer: createMailer(null),
        now: () => new Date(),
      };
      const tables = { "/admin": adminEndpoints(deps), "": { ...publicEndpoints(deps), ...insightEndpoints(deps) } };
      const declared: string[] = [];
      for (const [prefix, table] of Object.entries(tables)) {
        for (const [key, { declaration }] of Object.entries(table)) {
          const [method, path] = key.split(" ");
          if (method === "GET") continue;
          expect(declaration.invalidates, `${key} declares what it invalidates`).toBeDefined();
          if (declaration.invalidates !== "nothing") declared.push(`${method} ${prefix}${path}`);
        }
      }
      for (const job of dailyJobs(deps)) if (job.invalidates !== "nothing") declared.push(`job ${job.name}`);
      expect(declared.length).toBeGreaterThan(15);
      const notWalked = [...declared, "job scheduled-posts"].filter((key) => !site.walked.has(key));
      expect(notWalked).toEqual([]);
    } finally {
      await bed.close();
    }
  });
});
