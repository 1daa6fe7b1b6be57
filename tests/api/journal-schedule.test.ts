import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, sampleBlog, signIn } from "./helpers.ts";

// Scheduled posts (issue 17) with the server's clock moved by CLOCK_OFFSET_SECONDS across restarts, the server
// running in each zone while this process keeps the machine's: a schedule is an instant, whatever the zone.

/** Every public place a post shows, and whether it is there (the home page lists no posts). */
async function publicPlaces(server: RunningServer, id: string, slug: string) {
  const text = async (path: string) => (await fetch(server.url + path)).text();
  const list = (await call(server, "GET", "/api/user/blog")).body.data as { _id: string }[];
  return {
    page: (await fetch(`${server.url}/blogs/${slug}`)).status === 200,
    journal: (await text("/blogs")).includes(`/blogs/${slug}"`),
    rss: (await text("/rss.xml")).includes(`/blogs/${slug}</link>`),
    sitemap: (await text("/sitemap.xml")).includes(`/blogs/${slug}</loc>`),
    list: list.some((blog) => blog._id === id),
    api: (await call(server, "GET", `/api/user/blog/${id}?noIncrement=true`)).status === 200,
  };
}

const nowhere = { page: false, journal: false, rss: false, sitemap: false, list: false, api: false };
const everywhere = { page: true, journal: true, rss: true, sitemap: true, list: true, api: true };

describe.each(["UTC", "Asia/Kolkata"])("scheduled posts, server in %s", (timeZone) => {
  let server: RunningServer;
  let token: string;
  const start = (offsetSeconds: number, dataDir?: string) => startServer({ dataDir, env: { TZ: timeZone, CLOCK_OFFSET_SECONDS: String(offsetSeconds) } });

  beforeAll(async () => {
    server = await start(0);
    token = await signIn(server);
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server);
  });

  async function moveClockTo(offsetSeconds: number) {
    await server.stop();
    server = await start(offsetSeconds, server.dataDir);
    token = await signIn(server);
  }

  it("is nowhere public before its time and everywhere after it, even when the server was down at that moment", async () => {
    await moveClockTo(0);
    const { _id, blog } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: `Scheduled in ${timeZone}` });
    // Filled first, so the page cache holds pages without the post.
    expect(await publicPlaces(server, _id, blog.slug)).toEqual(nowhere);

    const publishAt = new Date(Date.now() + 120_000).toISOString();
    const scheduled = await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true, publishAt });
    expect(scheduled.blog).toMatchObject({ status: "scheduled", published: false, publishAt });
    expect(await publicPlaces(server, _id, blog.slug)).toEqual(nowhere);

    await moveClockTo(60);
    expect(await publicPlaces(server, _id, blog.slug)).toEqual(nowhere);

    // Down over the post's time: published at the next start.
    await moveClockTo(180);
    expect(await publicPlaces(server, _id, blog.slug)).toEqual(everywhere);
    const { blog: stored } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id });
    expect(stored).toMatchObject({ status: "published", published: true, publishAt });
    const { revisions } = await admin(server, token, "POST", "/api/admin/blogs/revisions", { _id });
    expect(revisions[0].reason).toBe("published");
  });

  it("goes out at its time while the server runs, and the cached pages follow", async () => {
    await moveClockTo(0);
    const { _id, blog } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: `Soon in ${timeZone}` });
    expect(await publicPlaces(server, _id, blog.slug)).toEqual(nowhere);
    const publishAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true, publishAt });
    expect(scheduled.blog.status).toBe("scheduled");

    // Well within the minute the issue allows; the scheduler wakes at the post's time. Polled whole: the places are read
    // one after another, so the post can go out between two reads of one round.
    await expect.poll(() => publicPlaces(server, _id, blog.slug), { timeout: 20_000, interval: 250 }).toEqual(everywhere);
  });

  it("publishes now for a past time, and a draft again (cancelling the schedule) with published: false", async () => {
    await moveClockTo(0);
    const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: `Past time in ${timeZone}` });
    const past = await admin(server, token, "PUT", "/api/admin/blogs/published", {
      publishedid: _id,
      published: true,
      publishAt: "2020-01-01T00:00:00.000Z",
    });
    expect(past.blog).toMatchObject({ status: "published", published: true });

    const later = new Date(Date.now() + 3600_000).toISOString();
    expect((await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true, publishAt: later })).blog.status).toBe(
      "scheduled",
    );
    const draft = await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: false });
    expect(draft.blog).toMatchObject({ status: "draft", published: false, publishAt: null });

    // An India time with its offset is the same instant.
    const india = await admin(server, token, "PUT", "/api/admin/blogs/published", {
      publishedid: _id,
      published: true,
      publishAt: "2099-12-01T10:00:00+05:30",
    });
    expect(india.blog.publishAt).toBe("2099-12-01T04:30:00.000Z");

    const bad = await call(server, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true, publishAt: "tomorrow" }, bearer(token));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.publishAt).toEqual(expect.any(String));
  });
});
