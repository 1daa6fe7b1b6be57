// Issue 19 over real HTTP: visits counted without identifying anyone (day-salted hashes, nothing else kept), goals,
// page speed, folding after 90 days, and the admin's figures. TRUST_PROXY=1 and X-Forwarded-For play the visitors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { bearer, browserAgent, signIn, withDatabase } from "./helpers.ts";

const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const testAddress = "203.0.113.7";

/** The instant, as an offset from now, a minute before the next India midnight (18:30 UTC). */
function offsetToBeforeIndiaMidnight(): number {
  const at = new Date();
  const midnight = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 18, 30));
  if (midnight.getTime() - at.getTime() < 5 * 60_000) midnight.setUTCDate(midnight.getUTCDate() + 1);
  return Math.round((midnight.getTime() - at.getTime()) / 1000) - 60;
}

const indiaDay = (offsetSeconds: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + offsetSeconds * 1000),
  );

describe.each(["UTC", "Asia/Kolkata"])("insights with the server in %s", (timeZone) => {
  let server: RunningServer;
  let token: string;
  let offset = 0;
  const env = () => ({ TRUST_PROXY: "1", TZ: timeZone, CLOCK_OFFSET_SECONDS: String(offset) });

  beforeAll(async () => {
    offset = offsetToBeforeIndiaMidnight();
    server = await startServer({ env: env() });
    token = await signIn(server);
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server);
  });

  async function moveClock(seconds: number) {
    offset = seconds;
    await server.stop();
    server = await startServer({ dataDir: server.dataDir, env: env() });
    token = await signIn(server);
  }

  const visitor = (address: string, agent = browserAgent, extra: Record<string, string> = {}) => ({
    "x-forwarded-for": address,
    "user-agent": agent,
    ...extra,
  });
  const view = (headers: Record<string, string>, pathname: string, referrer?: string) =>
    call(server, "POST", "/api/user/view", { path: pathname, referrer }, headers);
  const firstView = (headers: Record<string, string>, pathname: string, ref = "") =>
    call(server, "GET", `/api/user/visitor?path=${encodeURIComponent(pathname)}&ref=${encodeURIComponent(ref)}`, undefined, headers);
  const insights = async (from: string, to = from) => (await call(server, "POST", "/api/admin/insights", { from, to }, bearer(token))).body.data;

  it("counts one visitor per address and browser per India day, and nothing that could identify them", async () => {
    const day = indiaDay(offset);
    const before = (await call(server, "GET", "/api/user/visitor/get")).body.data.totalCount;
    const first = await firstView(visitor(testAddress, phone), "/", "https://www.google.com/search?q=psychiatrist+pune");
    expect(first.status).toBe(200);
    expect(first.response.headers.get("set-cookie")).toBeNull();
    const second = await view(visitor(testAddress, phone), "/blogs?page=2#top");
    expect(second.status).toBe(204);
    expect(second.response.headers.get("set-cookie")).toBeNull();
    await view(visitor(testAddress, browserAgent), "/book-an-appointment");

    // Written nothing at all: Do Not Track, Global Privacy Control, a bot, the admin, a path that is no public page.
    await firstView(visitor("203.0.113.8", browserAgent, { dnt: "1" }), "/");
    await view(visitor("203.0.113.9", browserAgent, { "sec-gpc": "1" }), "/");
    await firstView(visitor("203.0.113.10", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"), "/");
    await view({ ...visitor("203.0.113.11"), ...bearer(token) }, "/");
    await view(visitor("203.0.113.12"), "/admin/dashboard");
    await view(visitor("203.0.113.12"), "/no-such-page");

    const figures = await insights(day);
    expect(figures.totals).toEqual({ visitors: 2, pageviews: 3 });
    expect(figures.days).toEqual([{ date: day, visitors: 2, pageviews: 3 }]);
    expect(figures.pages).toEqual(
      expect.arrayContaining([
        { path: "/", visitors: 1, pageviews: 1 },
        { path: "/blogs", visitors: 1, pageviews: 1 },
        { path: "/book-an-appointment", visitors: 1, pageviews: 1 },
      ]),
    );
    // One visitor from a host is not enough to show it (insights-flood.test.ts shows one that three came from).
    expect(figures.referrers).toEqual([]);
    expect(figures.devices).toEqual(
      expect.arrayContaining([
        { kind: "mobile", visitors: 1 },
        { kind: "desktop", visitors: 1 },
      ]),
    );
    // The SPEC's counter counted the one first page view that the insights counted, and nothing else.
    expect((await call(server, "GET", "/api/user/visitor/get")).body.data.totalCount).toBe(before + 1);

    const stored = readFileSync(path.join(server.dataDir, "site.sqlite")).toString("latin1");
    expect(stored).not.toContain(testAddress);
    expect(stored).not.toContain("Pixel 8");
    expect(stored).not.toContain("psychiatrist");
  });

  it("records goals, refuses unknown ones and large bodies, and drops a visitor's events beyond 200 a day", async () => {
    const day = indiaDay(offset);
    const tap = (address: string, clinic: string) =>
      call(server, "POST", "/api/user/event", { name: "whatsapp_tap", path: "/book-an-appointment", props: { clinic, day: "2026-11-26" } }, visitor(address));
    // A patient reading Hindi reaches the same funnel through /hi/book-an-appointment (issue 28).
    expect((await view(visitor("198.51.100.1"), "/hi/book-an-appointment")).status).toBe(204);
    expect((await tap("198.51.100.1", "caspian")).status).toBe(204);
    expect((await tap("198.51.100.2", "karla")).status).toBe(204);
    expect((await call(server, "POST", "/api/user/event", { name: "pageview", path: "/" }, visitor("198.51.100.3"))).status).toBe(400);
    const large = await call(server, "POST", "/api/user/event", { name: "call_tap", path: "/", props: { clinic: "x".repeat(3000) } }, visitor("198.51.100.3"));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ success: false, message: "The request body is too large (at most 2 KB)" });
    for (let event = 0; event < 205; event += 1) {
      await call(server, "POST", "/api/user/event", { name: "call_tap", path: "/contact-me" }, visitor("198.51.100.4"));
    }
    const figures = await insights(day);
    expect(figures.goals).toEqual(
      expect.arrayContaining([
        { name: "whatsapp_tap", count: 2, visitors: 2 },
        { name: "call_tap", count: 200, visitors: 1 },
      ]),
    );
    expect(figures.funnel).toEqual(
      expect.arrayContaining([
        { clinic: "caspian", visitors: figures.totals.visitors, bookingViews: 2, whatsappTaps: 1 },
        { clinic: "karla", visitors: figures.totals.visitors, bookingViews: 2, whatsappTaps: 1 },
      ]),
    );
  });

  it("reports page speed at the 75th percentile per page", async () => {
    for (const lcp of [1000, 2000, 3000, 5000]) {
      expect(
        (await call(server, "POST", "/api/user/vitals", { path: "/about-me", lcp, inp: lcp / 10, cls: lcp / 100_000 }, visitor("198.51.100.5"))).status,
      ).toBe(204);
    }
    const figures = await insights(indiaDay(offset));
    expect(figures.vitals).toEqual([{ path: "/about-me", lcp: 3000, inp: 300, cls: 0.03, samples: 4 }]);
  });

  it("counts the same browser again after India midnight, deletes salts after 48 hours, and folds after 90 days with equal totals", async () => {
    const firstDay = indiaDay(offset);
    await moveClock(offset + 120);
    const nextDay = indiaDay(offset);
    expect(nextDay).not.toBe(firstDay);
    await firstView(visitor(testAddress, phone), "/");
    const twoDays = await insights(firstDay, nextDay);
    // The first day's two browsers of the first test and the Hindi reader of the goals test; the phone again on the next.
    expect(twoDays.days.map((day: { visitors: number }) => day.visitors)).toEqual([3, 1]);
    const csv = await call(server, "GET", `/api/admin/insights.csv?from=${firstDay}&to=${nextDay}`, undefined, bearer(token));
    expect(csv.response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      `date,visitors,pageviews\n${twoDays.days.map((day: { date: string; visitors: number; pageviews: number }) => `${day.date},${day.visitors},${day.pageviews}`).join("\n")}\n`,
    );

    await moveClock(offset + 49 * 3600);
    const salts = withDatabase(server, (sqlite) => sqlite.prepare("SELECT day FROM insight_salts").all() as { day: string }[]);
    expect(salts.map((salt) => salt.day)).not.toContain(firstDay);

    await moveClock(offset + 92 * 86400);
    const folded = await insights(firstDay, nextDay);
    expect(folded).toEqual(twoDays);
    expect(withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM pageviews WHERE day <= ?").get(nextDay))).toEqual({ n: 0 });
  });

  it("refuses a range the wrong way round or longer than 366 days", async () => {
    expect((await call(server, "POST", "/api/admin/insights", { from: "2026-02-01", to: "2026-01-01" }, bearer(token))).status).toBe(400);
    expect((await call(server, "POST", "/api/admin/insights", { from: "2025-01-01", to: "2026-06-01" }, bearer(token))).status).toBe(400);
    expect((await call(server, "POST", "/api/admin/insights", { from: "2026-01-01", to: "2026-01-31" })).status).toBe(401);
  });
});
