import { requestJson } from "#app/lib/api-client.ts";

type VisitorData = { totalCount?: unknown; currentCount?: unknown };

async function getVisitorData(path: string): Promise<VisitorData> {
  const result = await requestJson<VisitorData>("GET", path);
  if (!result.ok) throw new Error(`${path} answered ${result.status}`);
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
    const query = new URLSearchParams({ path: window.location.pathname, ref: document.referrer });
    const visit = await getVisitorData(`/api/user/visitor?${query}`);
    const totals = await getVisitorData("/api/user/visitor/get");
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
