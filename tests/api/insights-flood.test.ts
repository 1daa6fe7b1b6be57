// Issue 31 over real HTTP: anonymous beacons cannot flood Insights. One client sends a few thousand page views and
// goals with a new user agent each time (a new visitor hash each time), made-up journal paths and made-up referrers;
// the raw rows stored stay within the budgets, no made-up path or host reaches the screen. TRUST_PROXY=1 and
// X-Forwarded-For play the addresses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, browserAgent, publishedBlog, sampleBlog, signIn, withDatabase } from "./helpers.ts";

const flooder = "203.0.113.66";
const pageviewBeacons = 3000;
const goalBeacons = 1000;
const vitalsBeacons = 1000;
/** Sent this many at a time: the flood is as fast as the server takes it, and the test's time stays bounded. */
const inFlight = 50;

let server: RunningServer;
let token = "";

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
  token = await signIn(server);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const visitor = (address: string, agent: string) => ({ "x-forwarded-for": address, "user-agent": agent });
const rows = (table: "pageviews" | "goal_events" | "vitals") =>
  withDatabase(server, (sqlite) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
/** The admin's figures; asking for them writes what the server still holds queued. */
const insights = async () => (await call(server, "POST", "/api/admin/insights", { from: today(), to: today() }, bearer(token))).body.data;

async function sendAll(count: number, send: (index: number) => Promise<{ status: number }>) {
  for (let first = 0; first < count; first += inFlight) {
    const answers = await Promise.all(Array.from({ length: Math.min(inFlight, count - first) }, (_, offset) => send(first + offset)));
    for (const answer of answers) expect(answer.status).toBe(204);
  }
}

describe("a flood of beacons", () => {
  it("stores at most the budgets' rows, only published posts' addresses, and no host fewer than 3 visitors came from", async () => {
    const postId = await publishedBlog(server, token, "A real post");
    await admin(server, token, "PUT", "/api/admin/blogs/update", { _id: postId, ...sampleBlog, title: "A real post", slug: "a-moved-post" });
    const draft = (await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "A draft" })).blog.slug as string;
    const paths = ["/blogs/made-up-%", "/blogs/a-real-post", "/hi/blogs/a-moved-post", `/blogs/${draft}`, "/"];

    const firstMinute = Math.floor(Date.now() / 60_000);
    await sendAll(pageviewBeacons, (index) =>
      call(
        server,
        "POST",
        "/api/user/view",
        { path: paths[index % paths.length]!.replace("%", String(index)), referrer: `https://spam-${index}.example/` },
        visitor(flooder, `${browserAgent} flood/${index}`),
      ),
    );
    const minutesSpanned = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    const goalsFirstMinute = Math.floor(Date.now() / 60_000);
    await sendAll(goalBeacons, (index) =>
      call(server, "POST", "/api/user/event", { name: "call_tap", path: "/contact-me" }, visitor(flooder, `${browserAgent} goal/${index}`)),
    );
    const goalMinutes = Math.floor(Date.now() / 60_000) - goalsFirstMinute + 1;
    const vitalsFirstMinute = Math.floor(Date.now() / 60_000);
    await sendAll(vitalsBeacons, (index) =>
      call(
        server,
        "POST",
        "/api/user/vitals",
        { path: index % 2 ? "/about-me" : `/blogs/made-up-${index}`, lcp: 1000 },
        visitor(flooder, `${browserAgent} vitals/${index}`),
      ),
    );
    const vitalsMinutes = Math.floor(Date.now() / 60_000) - vitalsFirstMinute + 1;
    // Three readers (three addresses) who came from one host: that host is shown.
    for (const address of ["198.51.100.21", "198.51.100.22", "198.51.100.23"]) {
      await call(server, "POST", "/api/user/view", { path: "/", referrer: "https://friend.example/links" }, visitor(address, browserAgent));
    }

    const figures = await insights();
    const storedViews = rows("pageviews");
    const storedGoals = rows("goal_events");
    const storedVitals = rows("vitals");
    console.log(
      `flood: ${pageviewBeacons} page-view beacons sent, ${storedViews} rows stored (3 of them the readers from friend.example; ${minutesSpanned} minute(s) of flood); ${goalBeacons} goal beacons sent, ${storedGoals} rows stored; ${vitalsBeacons} page-speed beacons sent (half of them of made-up posts), ${storedVitals} rows stored`,
    );
    // 30 a minute from one address, whatever its user agent; the three readers came from three others.
    expect(storedViews).toBeLessThanOrEqual(30 * minutesSpanned + 3);
    expect(storedViews).toBeGreaterThan(3);
    // 200 a minute and 400 a day from one address, whatever its user agent.
    expect(storedGoals).toBeGreaterThanOrEqual(200);
    expect(storedGoals).toBeLessThanOrEqual(Math.min(400, 200 * goalMinutes));
    // Page speeds as page views: 30 a minute from one address, and none of an address no published post has.
    expect(storedVitals).toBeGreaterThan(0);
    expect(storedVitals).toBeLessThanOrEqual(30 * vitalsMinutes);
    expect(figures.vitals.map((entry: { path: string }) => entry.path)).toEqual(["/about-me"]);

    const storedPaths = withDatabase(server, (sqlite) =>
      (sqlite.prepare("SELECT DISTINCT path FROM pageviews").all() as { path: string }[]).map((row) => row.path),
    );
    // The earlier address counts as the post's current one; a made-up address, a draft's, or the Hindi address of a post
    // with no Hindi translation counts nowhere.
    expect(storedPaths.sort()).toEqual(["/", "/blogs/a-moved-post"]);
    expect(figures.pages.map((page: { path: string }) => page.path).sort()).toEqual(storedPaths);
    expect(figures.referrers).toEqual([{ host: "friend.example", visitors: 3 }]);
  }, 60_000);

  it("counts a translation's address in its language, and not the address of a language the post lacks", async () => {
    const original = await publishedBlog(server, token, "Worry at night");
    const { blog: hindi } = await admin(server, token, "POST", "/api/admin/blogs/create", {
      ...sampleBlog,
      title: "रात की चिंता",
      lang: "hi",
      translationOf: original,
    });
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: hindi._id, published: true });
    const reader = visitor("198.51.100.40", browserAgent);
    for (const path of [`/hi/blogs/${hindi.slug}`, `/te/blogs/${hindi.slug}`]) {
      expect((await call(server, "POST", "/api/user/view", { path, referrer: "" }, reader)).status).toBe(204);
    }
    const pages = (await insights()).pages.map((page: { path: string }) => page.path);
    expect(pages).toContain(`/hi/blogs/${hindi.slug}`);
    expect(pages).not.toContain(`/te/blogs/${hindi.slug}`);
  });
});
