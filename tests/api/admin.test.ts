import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { tokenHash } from "../../server/services/tokens.ts";
import { admin, bearer, everything, png, publishedBlog, sampleBlog, signIn, upload, withDatabase } from "./helpers.ts";

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_POST_LIMIT: "1000" } });
  token = await signIn(server);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const hexId = /^[0-9a-f]{24}$/;
const unknownId = "0123456789abcdef01234567";

describe("sign-in and sessions", () => {
  it("answers a token of at least 256 bits with its expiry and sets a strict HttpOnly cookie; only the token's hash is kept", async () => {
    const { status, body, response } = await call(server, "POST", "/api/auth/signin", testAdmin);
    expect(status).toBe(200);
    const { encoded_token, expiresAt } = body.data;
    expect(Buffer.from(encoded_token, "base64url").length).toBeGreaterThanOrEqual(32);
    const hoursLeft = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^admin_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const rows = withDatabase(server, (sqlite) => sqlite.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[]);
    expect(rows.map((row) => row.token_hash)).toContain(tokenHash(encoded_token));
    expect(JSON.stringify(rows)).not.toContain(encoded_token);
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const { status } = await call(server, "POST", "/api/auth/signin", { email: `  ${testAdmin.email.toUpperCase()} `, password: testAdmin.password });
    expect(status).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const wrongPassword = await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: "wrong password" });
    const unknownEmail = await call(server, "POST", "/api/auth/signin", { email: "nobody@test.example", password: testAdmin.password });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Invalid email or password" });
      expect(answer.response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("names missing sign-in fields", async () => {
    const { status, body } = await call(server, "POST", "/api/auth/signin", {});
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("reports the session by Bearer header or by cookie, and 401 without one", async () => {
    const byHeader = await call(server, "GET", "/api/auth/session", undefined, bearer(token));
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.data).toEqual({ email: testAdmin.email, expiresAt: expect.any(String) });
    const byCookie = await call(server, "GET", "/api/auth/session", undefined, { cookie: `admin_session=${token}` });
    expect(byCookie.body.data.email).toBe(testAdmin.email);
    const without = await call(server, "GET", "/api/auth/session");
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ success: false, message: "Unauthorized" });
  });

  it("revokes the session at sign-out and clears the cookie", async () => {
    const own = await signIn(server);
    const { status, response } = await call(server, "POST", "/api/auth/signout", undefined, bearer(own));
    expect(status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/admin_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(own))).status).toBe(401);
    expect((await call(server, "GET", "/api/admin/stats", undefined, bearer(own))).status).toBe(401);
    const revoked = withDatabase(server, (sqlite) => sqlite.prepare("SELECT revoked_at FROM sessions WHERE token_hash = ?").get(tokenHash(own)));
    expect(revoked).toEqual({ revoked_at: expect.any(String) });
  });
});

describe("blogs in the back office", () => {
  it("creates an unpublished, unfeatured blog from trimmed fields, sections in order", async () => {
    const { status, body } = await call(
      server,
      "POST",
      "/api/admin/blogs/create",
      {
        ...sampleBlog,
        title: "  Trimmed title  ",
        content: [
          { title: " One ", description: " first " },
          { title: "Two", description: "second" },
        ],
      },
      bearer(token),
    );
    expect(status).toBe(201);
    expect(body.data._id).toMatch(hexId);
    expect(body.data.blog).toMatchObject({
      _id: body.data._id,
      title: "Trimmed title",
      category: sampleBlog.category,
      author: sampleBlog.author,
      published: false,
      featured: false,
      featuredOrder: 0,
      readers: 0,
      coverimage: "",
      cover: null,
      content: [
        { title: "One", description: "first" },
        { title: "Two", description: "second" },
      ],
    });
    expect(body.data.blog.createdAt).toBe(body.data.blog.updatedAt);
  });

  it.each([
    ["title", { title: "  " }, "Title is required"],
    ["title", { title: "t".repeat(201) }, "Title must be at most 200 characters"],
    ["category", { category: "c".repeat(201) }, "Category must be at most 200 characters"],
    ["metadescription", { metadescription: "m".repeat(501) }, "Meta description must be at most 500 characters"],
    ["keywords", { keywords: "k".repeat(501) }, "Keywords must be at most 500 characters"],
    ["content", { content: [] }, "Add at least one section"],
    ["content", { content: Array.from({ length: 101 }, () => ({ title: "", description: "x" })) }, "A blog can have at most 100 sections"],
    ["content.0.title", { content: [{ title: "t".repeat(201), description: "" }] }, "Section title must be at most 200 characters"],
    ["content.0.description", { content: [{ title: "", description: "d".repeat(50_001) }] }, "Section text must be at most 50,000 characters"],
  ])("refuses a blog with a bad %s", async (field, change, message) => {
    const before = (await everything(server, token)).blogs.total;
    const { status, body } = await call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, ...change }, bearer(token));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
    expect((await everything(server, token)).blogs.total).toBe(before);
  });

  it("gets any blog with each section rendered to sanitised HTML", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", {
      ...sampleBlog,
      content: [
        { title: "Safe", description: "**Bold** and [a site](https://example.org)" },
        { title: "Unsafe", description: "<script>alert(1)</script> [click](javascript:alert(1))" },
      ],
    });
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id });
    expect(blog._id).toBe(_id);
    expect(blog.published).toBe(false);
    expect(blog.rendered).toHaveLength(2);
    expect(blog.rendered[0]).toContain("<strong>Bold</strong>");
    expect(blog.rendered[0]).toMatch(/<a href="https:\/\/example.org" rel="noopener noreferrer"/);
    expect(blog.rendered[1]).not.toContain("<script");
    expect(blog.rendered[1]).not.toContain("javascript:");
  });

  it("updates every field and replaces the sections", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", sampleBlog);
    const changes = {
      title: "New title",
      category: "New",
      metatitle: "mt",
      metadescription: "md",
      author: "A. Author",
      keywords: "k",
      content: [{ title: "Only", description: "one" }],
    };
    const { blog } = await admin(server, token, "PUT", "/api/admin/blogs/update", { _id, ...changes });
    expect(blog).toMatchObject({ _id, ...changes });
    expect(Date.parse(blog.updatedAt)).toBeGreaterThanOrEqual(Date.parse(blog.createdAt));
    const again = await admin(server, token, "POST", "/api/admin/blogs/get", { _id });
    expect(again.blog.content).toEqual(changes.content);
  });

  it("publishes with PUT and with POST, and features with an order", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", sampleBlog);
    const published = await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
    expect(published.blog).toMatchObject({ _id, published: true });
    expect((await call(server, "GET", `/api/user/blog/${_id}?noIncrement=true`)).status).toBe(200);
    const unpublished = await admin(server, token, "POST", "/api/admin/blogs/published", { publishedid: _id, published: false });
    expect(unpublished.blog.published).toBe(false);
    expect((await call(server, "GET", `/api/user/blog/${_id}?noIncrement=true`)).status).toBe(404);
    const featured = await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: _id, featured: true, featuredOrder: 3 });
    expect(featured.blog).toMatchObject({ featured: true, featuredOrder: 3 });
    const plain = await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: _id, featured: false });
    expect(plain.blog).toMatchObject({ featured: false, featuredOrder: 3 });
  });

  it("refuses a non-boolean publish value with 400", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", sampleBlog);
    const { status, body } = await call(server, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: "yes" }, bearer(token));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ published: "Published must be true or false" });
  });

  it.each([
    ["POST", "/api/admin/blogs/get", (id: string) => ({ _id: id })],
    ["PUT", "/api/admin/blogs/update", (id: string) => ({ _id: id, ...sampleBlog })],
    ["DELETE", "/api/admin/blogs/delete", (id: string) => ({ _id: id })],
    ["PUT", "/api/admin/blogs/published", (id: string) => ({ publishedid: id, published: true })],
    ["POST", "/api/admin/blogs/featured", (id: string) => ({ featuredid: id, featured: true })],
    ["POST", "/api/admin/comment/published", (id: string) => ({ commentid: id, published: true })],
    ["DELETE", "/api/admin/comment/delete", (id: string) => ({ _id: id })],
    ["DELETE", "/api/admin/contact/delete", (id: string) => ({ _id: id })],
    ["PUT", "/api/admin/media/update", (id: string) => ({ _id: id, title: "t" })],
    ["DELETE", "/api/admin/media/delete", (id: string) => ({ _id: id })],
  ])("%s %s answers 404 for a malformed or unknown id", async (method, pathname, body) => {
    for (const id of ["zzz", unknownId, "0123456789ABCDEF01234567"]) {
      const answer = await call(server, method, pathname, body(id), bearer(token));
      expect(answer.status, `${id}: ${JSON.stringify(answer.body)}`).toBe(404);
      expect(answer.body.success).toBe(false);
    }
  });

  it("lists with paging, total, case-insensitive search and sorting", async () => {
    for (const title of ["Paging Zebra", "paging apple", "PAGING mango"]) {
      await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title });
    }
    const all = await admin(server, token, "POST", "/api/admin/blogs", {});
    expect(all).toMatchObject({ pageno: 0, pagesize: 20 });
    expect(all.total).toBe(all.blogs.length);

    const found = await admin(server, token, "POST", "/api/admin/blogs", { search: "pAgInG", sortby: "title", order: "asc", pagesize: 2 });
    expect(found).toMatchObject({ total: 3, pageno: 0, pagesize: 2 });
    expect(found.blogs.map((blog: any) => blog.title)).toEqual(["PAGING mango", "Paging Zebra"]);
    const second = await admin(server, token, "POST", "/api/admin/blogs", { search: "paging", sortby: "title", order: "asc", pagesize: 2, pageno: 1 });
    expect(second.blogs.map((blog: any) => blog.title)).toEqual(["paging apple"]);

    const newest = await admin(server, token, "POST", "/api/admin/blogs", { search: "paging" });
    expect(newest.blogs.map((blog: any) => blog.title)).toEqual(["PAGING mango", "paging apple", "Paging Zebra"]);

    const literal = await admin(server, token, "POST", "/api/admin/blogs", { search: "%" });
    expect(literal.total).toBe(0);
  });

  it.each([
    [{ pagesize: 0 }, "pagesize"],
    [{ pagesize: 101 }, "pagesize"],
    [{ pageno: -1 }, "pageno"],
    [{ order: "sideways" }, "order"],
    [{ sortby: "password_hash" }, "sortby"],
  ])("refuses the list body %j", async (body, field) => {
    const { status, body: answer } = await call(server, "POST", "/api/admin/blogs", body, bearer(token));
    expect(status).toBe(400);
    expect(Object.keys(answer.errors)).toEqual([field]);
  });

  it("deletes a blog with its comments", async () => {
    const _id = await publishedBlog(server, token, "Soon gone");
    const comment = await call(server, "POST", "/api/user/comment/create", {
      blogid: _id,
      name: "N",
      email: "n@test.example",
      mobile: "9876543210",
      message: "m",
    });
    expect(comment.status).toBe(201);
    expect(await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id })).toEqual({ _id });
    expect((await call(server, "POST", "/api/admin/blogs/get", { _id }, bearer(token))).status).toBe(404);
    expect((await call(server, "GET", `/api/user/blog/${_id}`)).status).toBe(404);
    const { comment: left } = await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100 });
    expect(left.map((c: any) => c._id)).not.toContain(comment.body.data._id);
    const sections = withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM blog_sections WHERE blog_id = ?").get(_id));
    expect(sections).toEqual({ n: 0 });
  });
});

describe("comments, contacts and media in the back office", () => {
  it("lists comments with e-mail and mobile, publishes, unpublishes and deletes them", async () => {
    const blogid = await publishedBlog(server, token, "Commented");
    const created = await call(server, "POST", "/api/user/comment/create", {
      blogid,
      name: "Admin View",
      email: "view@test.example",
      mobile: "+91 99999 00000",
      message: "Hello",
    });
    const id = created.body.data._id;
    const list = await admin(server, token, "POST", "/api/admin/comment", { search: "ADMIN VIEW" });
    expect(list).toMatchObject({ total: 1, pageno: 0, pagesize: 20 });
    expect(Object.keys(list.comment[0]).sort()).toEqual([
      "_id",
      "blogid",
      "blogtitle",
      "createdAt",
      "email",
      "lang",
      "message",
      "mobile",
      "name",
      "notifyReply",
      "published",
      "reply",
      "urgent",
    ]);
    expect(list.comment[0]).toMatchObject({
      _id: id,
      blogid,
      blogtitle: "Commented",
      email: "view@test.example",
      mobile: "+91 99999 00000",
      published: false,
      lang: "en",
    });

    const published = await call(server, "POST", "/api/admin/comment/published", { commentid: id, published: true }, bearer(token));
    expect(published.body).toMatchObject({ success: true, message: "Comment published successfully", data: { comment: { _id: id, published: true } } });
    const unpublished = await admin(server, token, "POST", "/api/admin/comment/published", { commentid: id, published: false });
    expect(unpublished.comment.published).toBe(false);

    expect(await admin(server, token, "DELETE", "/api/admin/comment/delete", { _id: id })).toEqual({ _id: id });
    expect((await admin(server, token, "POST", "/api/admin/comment", { search: "admin view" })).total).toBe(0);
  });

  it("lists, searches and deletes contact messages", async () => {
    const created = await call(server, "POST", "/api/user/contact/create", {
      name: "Searchable Person",
      email: "sp@test.example",
      mobile: "9876501234",
      message: "Call me",
    });
    const id = created.body.data._id;
    const list = await admin(server, token, "POST", "/api/admin/contact", { search: "searchable" });
    expect(list).toMatchObject({ total: 1, pageno: 0, pagesize: 20 });
    expect(list.contact[0]).toEqual({
      _id: id,
      name: "Searchable Person",
      email: "sp@test.example",
      mobile: "9876501234",
      message: "Call me",
      createdAt: expect.any(String),
      urgent: false,
    });
    expect(await admin(server, token, "DELETE", "/api/admin/contact/delete", { _id: id })).toEqual({ _id: id });
    expect((await admin(server, token, "POST", "/api/admin/contact", { search: "searchable" })).total).toBe(0);
  });

  it("creates, updates, lists and deletes media", async () => {
    const created = await call(server, "POST", "/api/admin/media/create", { title: "  Camp photo ", description: " At the camp " }, bearer(token));
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect(id).toMatch(hexId);
    const updated = await admin(server, token, "PUT", "/api/admin/media/update", { _id: id, title: "Camp picture", description: "" });
    expect(updated.media).toEqual({ _id: id, title: "Camp picture", description: "", image: "", picture: null, createdAt: expect.any(String) });
    const list = await admin(server, token, "POST", "/api/admin/media", { search: "CAMP" });
    expect(list).toMatchObject({ total: 1, pageno: 0, pagesize: 20 });
    expect(list.media[0]._id).toBe(id);
    expect(await admin(server, token, "DELETE", "/api/admin/media/delete", { _id: id })).toEqual({ _id: id });
    expect((await admin(server, token, "POST", "/api/admin/media", { search: "camp" })).total).toBe(0);
  });

  it("refuses media without a title or with an over-long description", async () => {
    const noTitle = await call(server, "POST", "/api/admin/media/create", { description: "d" }, bearer(token));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toEqual({ title: "Title is required" });
    const long = await call(server, "POST", "/api/admin/media/create", { title: "t", description: "d".repeat(2001) }, bearer(token));
    expect(long.body.errors).toEqual({ description: "Description must be at most 2,000 characters" });
  });

  it("answers the dashboard figures", async () => {
    const stats = await admin(server, token, "GET", "/api/admin/stats");
    const { blogs, comments, contacts, media } = await everything(server, token);
    expect(stats).toEqual({
      blogs: {
        published: blogs.blogs.filter((b: any) => b.published).length,
        draft: blogs.blogs.filter((b: any) => !b.published).length,
        outdated: blogs.blogs.filter((b: any) => b.outdated).length,
      },
      comments: {
        pending: comments.comment.filter((c: any) => !c.published).length,
        published: comments.comment.filter((c: any) => c.published).length,
        awaitingReply: { total: comments.comment.filter((c: any) => c.published && !c.reply).length, urgent: 0 },
      },
      contacts: contacts.total,
      media: media.total,
      visitors: { totalCount: expect.any(Number), currentCount: expect.any(Number) },
      urgent: { contacts: 0, comments: 0 },
      notifications: { enabled: false, waiting: 0, failed: 0 },
      disk: { freeBytes: expect.any(Number), totalBytes: expect.any(Number), low: expect.any(Boolean) },
    });
  });
});

describe("every admin route refuses a missing, wrong, expired or revoked session", () => {
  type Fixture = { blogId: string; commentId: string; contactId: string; mediaId: string };
  const jsonRoutes: [string, string, (f: Fixture) => unknown][] = [
    ["POST", "/api/admin/blogs", () => ({})],
    ["POST", "/api/admin/blogs/get", (f) => ({ _id: f.blogId })],
    ["POST", "/api/admin/blogs/create", () => sampleBlog],
    ["PUT", "/api/admin/blogs/update", (f) => ({ _id: f.blogId, ...sampleBlog, title: "Hacked" })],
    ["DELETE", "/api/admin/blogs/delete", (f) => ({ _id: f.blogId })],
    ["PUT", "/api/admin/blogs/published", (f) => ({ publishedid: f.blogId, published: false })],
    ["POST", "/api/admin/blogs/published", (f) => ({ publishedid: f.blogId, published: false })],
    ["POST", "/api/admin/blogs/featured", (f) => ({ featuredid: f.blogId, featured: true })],
    ["POST", "/api/admin/comment", () => ({})],
    ["POST", "/api/admin/comment/published", (f) => ({ commentid: f.commentId, published: true })],
    ["DELETE", "/api/admin/comment/delete", (f) => ({ _id: f.commentId })],
    ["POST", "/api/admin/contact", () => ({})],
    ["DELETE", "/api/admin/contact/delete", (f) => ({ _id: f.contactId })],
    ["POST", "/api/admin/media", () => ({})],
    ["POST", "/api/admin/media/create", () => ({ title: "Intruder" })],
    ["PUT", "/api/admin/media/update", (f) => ({ _id: f.mediaId, title: "Hacked" })],
    ["DELETE", "/api/admin/media/delete", (f) => ({ _id: f.mediaId })],
    ["GET", "/api/admin/stats", () => undefined],
    ["POST", "/api/admin/privacy/export", () => ({ email: "g@test.example" })],
    ["POST", "/api/admin/privacy/erase", () => ({ email: "g@test.example", mobile: "9876543210" })],
    ["POST", "/api/admin/notifications/test", () => undefined],
    ["POST", "/api/admin/no-such-route", () => ({})],
  ];
  const uploadRoutes: [string, string][] = [
    ["/api/admin/blogs/blogimage/", "blogimage"],
    ["/api/admin/blog/blogimage/", "blogimage"],
    ["/api/admin/media/upload/", "image"],
  ];

  let fixture: Fixture;
  let image: Buffer;
  beforeAll(async () => {
    const blogId = await publishedBlog(server, token, "Guarded");
    const comment = await call(server, "POST", "/api/user/comment/create", {
      blogid: blogId,
      name: "G",
      email: "g@test.example",
      mobile: "9876543210",
      message: "m",
    });
    const contact = await call(server, "POST", "/api/user/contact/create", { name: "G", email: "g@test.example", mobile: "9876543210", message: "m" });
    const media = await admin(server, token, "POST", "/api/admin/media/create", { title: "Guarded media" });
    fixture = { blogId, commentId: comment.body.data._id, contactId: contact.body.data._id, mediaId: media._id };
    image = await png(32, 32);
  });

  async function expectAllRefused(headers: Record<string, string>) {
    const before = await everything(server, token);
    for (const [method, pathname, body] of jsonRoutes) {
      const answer = await call(server, method, pathname, body(fixture), headers);
      expect(answer.status, `${method} ${pathname}`).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Unauthorized" });
    }
    for (const [prefix, field] of uploadRoutes) {
      const id = prefix.includes("media") ? fixture.mediaId : fixture.blogId;
      const answer = await upload(server, prefix + id, field, { bytes: image, name: "a.png", type: "image/png" }, headers);
      expect(answer.status, prefix).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Unauthorized" });
    }
    expect(await everything(server, token)).toEqual(before);
    const files = withDatabase(server, (sqlite) => sqlite.prepare("SELECT count(*) AS n FROM images").get());
    expect(files).toEqual({ n: 0 });
  }

  it("without any credentials", () => expectAllRefused({}));
  it("with a wrong Bearer token", () => expectAllRefused(bearer("x".repeat(43))));
  it("with a malformed Authorization header", () => expectAllRefused({ authorization: "Basic YWRtaW46YWRtaW4=" }));
  it("with a wrong cookie", () => expectAllRefused({ cookie: "admin_session=forged", origin: server.url }));

  it("with an expired session", async () => {
    const expiring = await signIn(server);
    withDatabase(server, (sqlite) =>
      sqlite.prepare("UPDATE sessions SET expires_at = ? WHERE token_hash = ?").run(new Date(Date.now() - 1000).toISOString(), tokenHash(expiring)),
    );
    await expectAllRefused(bearer(expiring));
  });

  it("after sign-out, by header and by cookie", async () => {
    const revoked = await signIn(server);
    expect((await call(server, "POST", "/api/auth/signout", undefined, bearer(revoked))).status).toBe(200);
    await expectAllRefused(bearer(revoked));
    await expectAllRefused({ cookie: `admin_session=${revoked}`, origin: server.url });
  });
});

describe("cookie-authenticated changes", () => {
  const cookie = () => ({ cookie: `admin_session=${token}` });

  it("are accepted as JSON from the same origin (Origin or Sec-Fetch-Site)", async () => {
    const byOrigin = await call(server, "POST", "/api/admin/media/create", { title: "From our page" }, { ...cookie(), origin: server.url });
    expect(byOrigin.status).toBe(201);
    const byFetchSite = await call(server, "POST", "/api/admin/media/create", { title: "From our page too" }, { ...cookie(), "sec-fetch-site": "same-origin" });
    expect(byFetchSite.status).toBe(201);
  });

  it("may read without an Origin", async () => {
    expect((await call(server, "GET", "/api/admin/stats", undefined, cookie())).status).toBe(200);
  });

  it.each([
    ["no Origin at all", {}],
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["a sibling subdomain", { origin: "http://admin.localhost:1", "sec-fetch-site": "same-site" }],
  ])("are refused with 403 from %s, changing nothing", async (_label, extra) => {
    const before = (await everything(server, token)).media.total;
    const { status, body } = await call(server, "POST", "/api/admin/media/create", { title: "Forged" }, { ...cookie(), ...(extra as Record<string, string>) });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
    expect((await everything(server, token)).media.total).toBe(before);
  });

  it("are refused as a plain form post even from the same origin", async () => {
    const before = (await everything(server, token)).media.total;
    const response = await fetch(`${server.url}/api/admin/media/create`, {
      method: "POST",
      headers: { ...cookie(), origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "title=Forged",
    });
    expect(response.status).toBe(403);
    expect((await everything(server, token)).media.total).toBe(before);
  });

  it("do not apply to Bearer calls, which no other site can make", async () => {
    const { status } = await call(server, "POST", "/api/admin/media/create", { title: "Scripted" }, { ...bearer(token), origin: "https://evil.example" });
    expect(status).toBe(201);
  });

  it("sign-out by cookie needs the same origin too", async () => {
    const own = await signIn(server);
    const forged = await call(server, "POST", "/api/auth/signout", undefined, { cookie: `admin_session=${own}`, origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(own))).status).toBe(200);
    const real = await call(server, "POST", "/api/auth/signout", undefined, { cookie: `admin_session=${own}`, origin: server.url });
    expect(real.status).toBe(200);
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(own))).status).toBe(401);
  });
});
