import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, sampleBlog, signIn, withDatabase } from "./helpers.ts";

// Issue 17: addresses, conflicts, history and previews over HTTP against a real server and database.

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await signIn(server);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const create = (fields: Record<string, unknown> = {}) => admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, ...fields });
const update = (body: Record<string, unknown>) => call(server, "PUT", "/api/admin/blogs/update", { ...sampleBlog, ...body }, bearer(token));
const publish = (id: string, extra: Record<string, unknown> = {}) =>
  admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true, ...extra });
const page = (path: string) => fetch(server.url + path, { redirect: "manual" });

describe("addresses", () => {
  it("suggests a slug from the title, numbered when taken, transliterated from other scripts", async () => {
    const first = await create({ title: "Anxiety & Sleep: 5 tips" });
    expect(first.blog.slug).toBe("anxiety-sleep-5-tips");
    const second = await create({ title: "Anxiety & Sleep: 5 tips" });
    expect(second.blog.slug).toBe("anxiety-sleep-5-tips-2");
    const third = await create({ title: "Anxiety & sleep — 5 tips!" });
    expect(third.blog.slug).toBe("anxiety-sleep-5-tips-3");
    const hindi = await create({ title: "अवसाद के लक्षण" });
    expect(hindi.blog.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$/);
    expect(hindi.blog.slug).toBe("avsad-ke-lksn");
  });

  it("takes an explicit slug, refuses an invalid one (400) and one another post has (409 naming it)", async () => {
    const owner = await create({ title: "The owner", slug: "my-own-address" });
    expect(owner.blog.slug).toBe("my-own-address");

    for (const slug of ["Has Spaces", "double--hyphen", "-leading", "ends-", "ünï", "a".repeat(81), "0123456789abcdef01234567"]) {
      const { status, body } = await call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, slug }, bearer(token));
      expect(status, slug).toBe(400);
      expect(body.errors.slug, slug).toEqual(expect.any(String));
    }

    const taken = await call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Another", slug: "my-own-address" }, bearer(token));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain("The owner");
    expect(taken.body.errors.slug).toContain("The owner");
    expect(taken.body.data.blog._id).toBe(owner._id);

    const other = await create({ title: "Another" });
    const clash = await update({ _id: other._id, title: "Another", slug: "my-own-address" });
    expect(clash.status).toBe(409);
    expect((await admin(server, token, "POST", "/api/admin/blogs/get", { _id: other._id })).blog.slug).toBe("another");
  });

  it("serves the post at its slug and answers 301 from its id and from every earlier slug", async () => {
    const { _id } = await create({ title: "Moving house", slug: "first-address" });
    await publish(_id);
    expect((await update({ _id, title: "Moving house", slug: "second-address" })).status).toBe(200);
    expect((await update({ _id, title: "Moving house", slug: "third-address" })).status).toBe(200);

    const current = await page("/blogs/third-address");
    expect(current.status).toBe(200);
    const html = await current.text();
    expect(html).toMatch(/rel="canonical" href="https?:\/\/[^"/]+\/blogs\/third-address"/);
    expect(html).toMatch(/property="og:url" content="https?:\/\/[^"/]+\/blogs\/third-address"/);
    expect(html).toMatch(/"url":"https?:\/\/[^"/]+\/blogs\/third-address"/);
    for (const earlier of [_id, "first-address", "second-address"]) {
      const moved = await page(`/blogs/${earlier}`);
      expect(moved.status, earlier).toBe(301);
      expect(moved.headers.get("location"), earlier).toBe("/blogs/third-address");
    }

    // The public API reads the post by id or by slug.
    for (const address of [_id, "third-address"]) {
      const { status, body } = await call(server, "GET", `/api/user/blog/${address}?noIncrement=true`);
      expect(status).toBe(200);
      expect(body.data.blog.slug).toBe("third-address");
    }

    // A slug that another post gave up is taken only when the doctor confirms it: its old links would lead elsewhere.
    const posts = async () => (await admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100 })).blogs.length as number;
    const before = await posts();
    const refused = await call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Newcomer", slug: "first-address" }, bearer(token));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'The address "first-address" was the address of the post "Moving house" before: its old links would lead to this post instead',
      errors: { slug: expect.stringContaining("Moving house") },
      data: { blog: { _id, title: "Moving house" }, addressTakeover: true },
    });
    expect(await posts()).toBe(before);
    const { _id: newcomer } = await create({ title: "Newcomer", slug: "second" });
    const renamed = await update({ _id: newcomer, title: "Newcomer", slug: "second-address" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.data).toEqual({ blog: { _id, title: "Moving house" }, addressTakeover: true });
    expect((await page("/blogs/second-address")).headers.get("location")).toBe("/blogs/third-address");
    // A suggested address never is another post's earlier one.
    expect((await create({ title: "First address" })).blog.slug).toBe("first-address-2");

    const confirmed = await update({ _id: newcomer, title: "Newcomer", slug: "first-address", confirmAddressTakeover: true });
    expect(confirmed.status).toBe(200);
    await publish(newcomer);
    expect((await page("/blogs/first-address")).status).toBe(200);
    expect((await page("/blogs/second-address")).headers.get("location")).toBe("/blogs/third-address");
  });

  it("links cards, the feed and the sitemap to the slug", async () => {
    const { _id } = await create({ title: "Linked everywhere" });
    await publish(_id);
    const journal = await (await page("/blogs")).text();
    expect(journal).toContain('href="/blogs/linked-everywhere"');
    expect(journal).not.toContain(`href="/blogs/${_id}"`);
    const rss = await (await page("/rss.xml")).text();
    expect(rss).toMatch(/<link>[^<]*\/blogs\/linked-everywhere<\/link>/);
    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/blogs\/linked-everywhere<\/loc>/);
  });

  it("gives every post of an upgraded database a slug at start-up", async () => {
    const { _id } = await create({ title: "From before slugs" });
    withDatabase(server, (sqlite) => sqlite.prepare("UPDATE blogs SET slug = NULL WHERE id = ?").run(_id));
    server = await server.restart();
    token = await signIn(server);
    expect((await admin(server, token, "POST", "/api/admin/blogs/get", { _id })).blog.slug).toBe("from-before-slugs");
  });
});

describe("conflicts", () => {
  it("refuses a save from an older revision with 409 and the stored post, storing nothing", async () => {
    const { _id, blog } = await create({ title: "Two devices" });
    expect(blog.revision).toBe(1);
    const laptop = await update({ _id, title: "Saved on the laptop", revision: 1 });
    expect(laptop.status).toBe(200);
    expect(laptop.body.data.blog.revision).toBe(2);

    const phone = await update({ _id, title: "Saved on the phone", revision: 1 });
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe("This post was changed in another tab or device");
    expect(phone.body.data.blog).toMatchObject({ _id, title: "Saved on the laptop", revision: 2 });
    const stored = await admin(server, token, "POST", "/api/admin/blogs/get", { _id });
    expect(stored.blog).toMatchObject({ title: "Saved on the laptop", revision: 2 });

    // An older client that sends no revision writes over, as before.
    const old = await update({ _id, title: "From an old client" });
    expect(old.status).toBe(200);
    expect(old.body.data.blog.revision).toBe(3);
  });

  it("counts publishing and featuring as changes", async () => {
    const { _id } = await create({ title: "Flags" });
    expect((await publish(_id)).blog.revision).toBe(2);
    const featured = await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: _id, featured: true });
    expect(featured.blog.revision).toBe(3);
  });
});

describe("history", () => {
  const revisions = async (id: string) => (await admin(server, token, "POST", "/api/admin/blogs/revisions", { _id: id })).revisions;

  it("keeps a revision on create, save, publish and unpublish, newest first", async () => {
    const { _id } = await create({ title: "Version one" });
    await update({ _id, title: "Version two" });
    await publish(_id);
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: false });
    const list = await revisions(_id);
    expect(list.map((revision: { reason: string }) => revision.reason)).toEqual(["unpublished", "published", "saved", "created"]);
    expect(list.map((revision: { title: string }) => revision.title)).toEqual(["Version two", "Version two", "Version two", "Version one"]);
    for (const revision of list) expect(Object.keys(revision).sort()).toEqual(["_id", "createdAt", "reason", "title"]);
  });

  it("keeps autosaves as one revision per 10 minutes of writing, updated in place", async () => {
    const { _id } = await create({ title: "Autosaved" });
    for (const title of ["Autosaved a", "Autosaved ab", "Autosaved abc"]) {
      expect((await update({ _id, title, autosave: true })).status).toBe(200);
    }
    const list = await revisions(_id);
    expect(list.map((revision: { reason: string }) => revision.reason)).toEqual(["autosaved", "created"]);
    expect(list[0].title).toBe("Autosaved abc");
    // An explicit save between autosaves starts a new one.
    await update({ _id, title: "Saved" });
    await update({ _id, title: "Saved, then typed", autosave: true });
    expect((await revisions(_id)).map((revision: { reason: string }) => revision.reason)).toEqual(["autosaved", "saved", "autosaved", "created"]);
  });

  it("answers a revision's fields and restores it as a new revision, deleting none", async () => {
    const { _id } = await create({ title: "Original", content: [{ title: "Intro", description: "The first words." }] });
    await update({ _id, title: "Rewritten", content: [{ title: "Intro", description: "Other words." }] });
    const before = await revisions(_id);
    const original = before.find((revision: { reason: string }) => revision.reason === "created");
    const { revision } = await admin(server, token, "POST", "/api/admin/blogs/revisions/get", { _id: original._id });
    expect(revision).toMatchObject({
      _id: original._id,
      blogid: _id,
      reason: "created",
      title: "Original",
      content: [{ title: "Intro", description: "The first words." }],
    });

    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/revisions/restore", { _id: original._id });
    expect(blog).toMatchObject({ title: "Original", content: [{ title: "Intro", description: "The first words." }] });
    const after = await revisions(_id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ reason: "restored", title: "Original" });

    for (const path of ["/api/admin/blogs/revisions/get", "/api/admin/blogs/revisions/restore"]) {
      expect((await call(server, "POST", path, { _id: "0".repeat(24) }, bearer(token))).status).toBe(404);
    }
    expect((await call(server, "POST", "/api/admin/blogs/revisions", { _id: "0".repeat(24) }, bearer(token))).status).toBe(404);
    expect((await call(server, "POST", "/api/admin/blogs/revisions", { _id })).status).toBe(401);
  });

  it("keeps at most 100 revisions, dropping the oldest autosaves first", async () => {
    const { _id } = await create({ title: "Busy post" });
    await update({ _id, title: "Busy post, autosaved", autosave: true });
    for (let index = 0; index < 99; index++) await update({ _id, title: `Busy post ${index}` });
    const list = await revisions(_id);
    expect(list).toHaveLength(100);
    expect(list.some((revision: { reason: string }) => revision.reason === "autosaved")).toBe(false);
    expect(list.at(-1).reason).toBe("created");
    await update({ _id, title: "Busy post 99" });
    const full = await revisions(_id);
    expect(full).toHaveLength(100);
    expect(full.some((revision: { reason: string }) => revision.reason === "created")).toBe(false);
    expect(full[0].title).toBe("Busy post 99");
  });
});

describe("previews", () => {
  it("shows a draft at a secret address, never indexed, stored or counted", async () => {
    const { _id } = await create({ title: "Not out yet" });
    const { url } = await admin(server, token, "POST", "/api/admin/blogs/preview", { _id });
    const token64 = new URL(url).pathname.split("/").at(-1)!;
    expect(Buffer.from(token64, "base64url").length).toBeGreaterThanOrEqual(16);

    const path = new URL(url).pathname;
    const shown = await page(path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    expect(shown.headers.get("cache-control")).toBe("no-store");
    const html = await shown.text();
    expect(html).toContain("Not out yet");
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    // Not kept by the page cache: an edit shows at once.
    await update({ _id, title: "Not out yet, edited" });
    expect(await (await page(path)).text()).toContain("Not out yet, edited");
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id });
    expect(blog.readers).toBe(0);
    // The draft itself stays unpublished.
    expect((await page(`/blogs/${blog.slug}`)).status).toBe(404);

    const altered = `${token64.slice(0, -1)}${token64.endsWith("A") ? "B" : "A"}`;
    // An unknown or expired address (expiry is a service rule: server/services/journal/rules.test.ts) is a 404 no
    // search engine keeps.
    for (const wrong of [altered, "short", "x".repeat(43)]) {
      const refused = await page(`/preview/${wrong}`);
      expect(refused.status).toBe(404);
      expect(refused.headers.get("x-robots-tag")).toBe("noindex");
    }
    expect((await call(server, "POST", "/api/admin/blogs/preview", { _id })).status).toBe(401);
  });
});
