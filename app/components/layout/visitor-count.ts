import type { VisitorCount } from "#app/lib/domain.ts";
import type { CallResult } from "#app/lib/api-client.ts";
import { withPublicApi } from "#app/lib/public-api.ts";

function counts(result: CallResult<VisitorCount>, what: string): VisitorCount {
  if (!result.ok) throw new Error(`${what} answered ${result.status}`);
  return result.data;
}

function positiveNumber(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Counts this visit, then reads the total (SPEC.md section 7): the total when it is known and not zero,
 * else today's count from the first call, else 0. A failure is logged and shows 0.
 */
async function registerVisit(): Promise<number> {
  try {
    // The page and where the visitor came from (its host is all the server keeps), for the visit insights.
    const visit = counts(await withPublicApi((api) => api.visit({ path: window.location.pathname, ref: document.referrer })), "The visit count");
    const totals = counts(await withPublicApi((api) => api.visitors()), "The visitor total");
    return positiveNumber(totals?.totalCount) || positiveNumber(visit?.currentCount);
  } catch (error) {
    console.error("Could not count the visit", error);
    return 0;
  }
}

let visit: Promise<number> | undefined;

/** The visitor total, counting this page load exactly once however often it is asked for. */
export function visitorTotal(): Promise<number> {
  visit ??= registerVisit();
  return visit;
}
