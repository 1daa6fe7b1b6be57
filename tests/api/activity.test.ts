// The activity log: sign-ins and every admin change, recorded without secrets or message text, listed newest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { admin, bearer, png, sampleBlog, signIn, upload, withDatabase } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

type Entry = { _id: string; at: string; actor: string; action: string; target: string };

async function activity(token: string, body: Record<string, unknown> = { pagesize: 100 }) {
  return admin<{ activity: Entry[]; total: number; pageno: number; pagesize: number }>(server, token, "POST", "/api/admin/activity", body);
}

describe("the activity log", () => {
  it("records every admin change with time, admin e-mail, action and target, newest first", async () => {
    const token = await signIn(server);
    const { _id: blogId } = await admin(server, token, "POST", "/api/admin/blogs/create", sampleBlog);
    await admin(server, token, "PUT", "/api/admin/blogs/update", { _id: blogId, ...sampleBlog, title: "Renamed article" });
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: blogId, published: true });
    await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: blogId, featured: true });
    const cover = await upload(
      server,
      `/api/admin/blogs/blogimage/${blogId}`,
      "blogimage",
      { bytes: await png(), name: "c.png", type: "image/png" },
      bearer(token),
    );
    expect(cover.status).toBe(200);

    const comment = await call(server, "POST", "/api/user/comment/create", {
      blogid: blogId,
      name: "Ravi",
      email: "ravi@example.com",
      mobile: "+91 90000 22222",
      message: "A private worry I would not want in any log",
    });
    const commentId = comment.body.data._id as string;
    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: commentId, published: true });
    await admin(server, token, "DELETE", "/api/admin/comment/delete", { _id: commentId });

    const contact = await call(server, "POST", "/api/user/contact/create", {
      name: "Meera",
      mobile: "+91 90000 33333",
      email: "meera@example.com",
      message: "Another private message",
    });
    await admin(server, token, "DELETE", "/api/admin/contact/delete", { _id: contact.body.data._id });

    const { _id: mediaId } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Clinic door", description: "" });
    await admin(server, token, "PUT", "/api/admin/media/update", { _id: mediaId, title: "Clinic entrance", description: "" });
    await upload(server, `/api/admin/media/upload/${mediaId}`, "image", { bytes: await png(), name: "m.png", type: "image/png" }, bearer(token));
    await admin(server, token, "DELETE", "/api/admin/media/delete", { _id: mediaId });
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: blogId });
    // Reads and refused changes are not activity.
    await admin(server, token, "POST", "/api/admin/blogs", {});
    expect((await call(server, "DELETE", "/api/admin/blogs/delete", { _id: blogId }, bearer(token))).status).toBe(404);

    const list = await activity(token);
    const changes = list.activity.filter((entry) => !entry.action.startsWith("signin"));
    expect(changes.map((entry) => entry.action)).toEqual([
      "blog.delete",
      "media.delete",
      "media.upload",
      "media.update",
      "media.create",
      "contact.delete",
      "comment.delete",
      "comment.publish",
      "blog.upload",
      "blog.feature",
      "blog.publish",
      "blog.update",
      "blog.create",
    ]);
    expect(changes.every((entry) => entry.actor === testAdmin.email)).toBe(true);
    expect(changes.find((entry) => entry.action === "blog.publish")?.target).toBe(`blog ${blogId} “Renamed article”`);
    expect(changes.find((entry) => entry.action === "media.update")?.target).toBe(`media ${mediaId} “Clinic entrance”`);
    expect(changes.find((entry) => entry.action === "comment.delete")?.target).toBe(`comment ${commentId}`);
    expect(list.activity.every((entry) => /^[0-9a-f]{24}$/.test(entry._id) && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    const times = list.activity.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(list).toMatchObject({ pageno: 0, pagesize: 100, total: list.activity.length });

    const page = await activity(token, { pagesize: 2, pageno: 1 });
    expect(page.activity.map((entry) => entry._id)).toEqual(list.activity.slice(2, 4).map((entry) => entry._id));
    const searched = await activity(token, { search: "Clinic entrance" });
    expect(searched.activity.map((entry) => entry.action).sort()).toEqual(["media.update", "media.upload"]);
    const oldestFirst = await activity(token, { pagesize: 100, sortby: "at", order: "asc" });
    expect(oldestFirst.activity.map((entry) => entry._id)).toEqual([...list.activity].reverse().map((entry) => entry._id));
    const byAlias = await activity(token, { pagesize: 100, sortby: "createdAt", order: "asc" });
    expect(byAlias.activity.map((entry) => entry._id)).toEqual(oldestFirst.activity.map((entry) => entry._id));
    expect(Object.keys(list.activity[0]!)).toEqual(["_id", "at", "actor", "action", "target"]);
    const wrongSort = await call(server, "POST", "/api/admin/activity", { sortby: "actor" }, bearer(token));
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body).toMatchObject({ success: false, errors: { sortby: "Sort by one of: at, createdAt" } });
    expect((await call(server, "POST", "/api/admin/activity", { pagesize: 1000 }, bearer(token))).status).toBe(400);
    expect((await call(server, "POST", "/api/admin/activity", {})).status).toBe(401);

    const stored = withDatabase(server, (sqlite) => JSON.stringify(sqlite.prepare("SELECT * FROM activity").all()));
    for (const secret of ["A private worry", "Another private message", "ravi@example.com", "meera@example.com", testAdmin.password, token]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("records sign-ins, failed sign-ins and the lock-out, without the password tried", async () => {
    // Behind one proxy, so the guesses and the admin come from different addresses and the admin is not locked out.
    const proxied = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const victim = "victim@test.example";
      const wrong = "not the password 123";
      const attacker = { "x-forwarded-for": "203.0.113.7" };
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const answer = await call(proxied, "POST", "/api/auth/signin", { email: victim, password: wrong }, attacker);
        expect(answer.status).toBe(attempt < 5 ? 401 : 429);
      }
      const token = await signIn(proxied, testAdmin, { "x-forwarded-for": "198.51.100.20" });
      const entries = (await admin(proxied, token, "POST", "/api/admin/activity", { pagesize: 100 })).activity as Entry[];
      const forVictim = entries.filter((entry) => entry.actor === victim);
      expect(forVictim.filter((entry) => entry.action === "signin.failed")).toHaveLength(5);
      // Repeated refusals while locked stay one line.
      expect(forVictim.filter((entry) => entry.action === "signin.locked")).toHaveLength(1);
      expect(forVictim.every((entry) => entry.target === "from 203.0.113.7")).toBe(true);
      expect(entries[0]).toMatchObject({ actor: testAdmin.email, action: "signin", target: "from 198.51.100.20" });
      const stored = withDatabase(proxied, (sqlite) => JSON.stringify(sqlite.prepare("SELECT * FROM activity").all()));
      expect(stored).not.toContain(wrong);
      expect(stored).not.toContain(testAdmin.password);
    } finally {
      await proxied.stop();
      removeDataDir(proxied);
    }
  });

  it("forgets entries older than a year at start-up", async () => {
    const old = new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString();
    const recent = new Date(Date.now() - 300 * 24 * 3600 * 1000).toISOString();
    await server.stop();
    withDatabase(server, (sqlite) => {
      const insert = sqlite.prepare("INSERT INTO activity (id, at, actor, action, target) VALUES (?, ?, 'old@test.example', 'blog.create', 'blog x')");
      insert.run("aaaaaaaaaaaaaaaaaaaaaaaa", old);
      insert.run("bbbbbbbbbbbbbbbbbbbbbbbb", recent);
    });
    server = await server.restart();
    const token = await signIn(server);
    const ids = (await activity(token, { search: "old@test.example" })).activity.map((entry) => entry._id);
    expect(ids).toEqual(["bbbbbbbbbbbbbbbbbbbbbbbb"]);
    expect(server.logs.some((line) => line.includes('"job":"activity-retention"') && line.includes('"removed":1'))).toBe(true);
  });
});
