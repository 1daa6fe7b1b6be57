import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, browserAgent, everything, png, publishedBlog, sampleBlog, signIn, upload, withDatabase } from "./helpers.ts";

// One server for the whole file with a few blogs, comments and media made through the admin API;
// each test reads the state it needs first.
let server: RunningServer;
let token: string;
let draft: string;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_POST_LIMIT: "1000" } });
  token = await signIn(server);
  const published = [];
  for (const title of ["Older article", "Middle article", "Newest article"]) published.push(await publishedBlog(server, token, title));
  await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: published[1], featured: true, featuredOrder: 1 });
  draft = (await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Draft article" }))._id;
  for (const [index, blogid] of published.entries()) {
    for (const state of ["published", "pending"]) {
      const { body } = await call(server, "POST", "/api/user/comment/create", {
        blogid,
        name: `Reader ${index} ${state}`,
        email: `reader${index}.${state}@test.example`,
        mobile: `+91 90000 1100${index}`,
        message: `A ${state} comment`,
      });
      if (state === "published") await admin(server, token, "POST", "/api/admin/comment/published", { commentid: body.data._id, published: true });
    }
  }
  for (const title of ["First picture", "Second picture"]) {
    const { _id } = await admin(server, token, "POST", "/api/admin/media/create", { title, description: `About the ${title}` });
    const { status } = await upload(
      server,
      `/api/admin/media/upload/${_id}`,
      "image",
      { bytes: await png(64, 48), name: "p.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(200);
  }
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const blogKeys = [
  "_id",
  "slug",
  "status",
  "publishAt",
  "revision",
  "title",
  "category",
  "metatitle",
  "metadescription",
  "author",
  "keywords",
  "coverimage",
  "cover",
  "content",
  "published",
  "featured",
  "featuredOrder",
  "readers",
  "createdAt",
  "updatedAt",
  // Issue 29: the post's language and translation group, its review.
  "lang",
  "translationOf",
  "sourceRevision",
  "outdated",
  "reviewedBy",
  "reviewedOn",
].sort();
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const hexId = /^[0-9a-f]{24}$/;

async function publishedBlogs() {
  const { body } = await call(server, "GET", "/api/user/blog");
  return body.data as any[];
}

describe("GET /api/user/blog", () => {
  it("lists only published blogs, newest first, each a complete Blog", async () => {
    const { status, body } = await call(server, "GET", "/api/user/blog");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const blogs = body.data as any[];
    expect(blogs.map((blog) => blog.title)).toEqual(["Newest article", "Middle article", "Older article"]);
    for (const blog of blogs) {
      expect(Object.keys(blog).sort()).toEqual(blogKeys);
      expect(blog._id).toMatch(hexId);
      expect(blog.published).toBe(true);
      expect(blog.createdAt).toMatch(isoDate);
      expect(blog.coverimage).toBe("");
      expect(blog.cover).toBeNull();
      expect(blog.content[0]).toEqual({ title: expect.any(String), description: expect.any(String) });
    }
    const dates = blogs.map((blog) => blog.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(blogs.map((blog) => blog._id)).not.toContain(draft);
    expect(blogs.filter((blog) => blog.featured).map((blog) => blog.title)).toEqual(["Middle article"]);
  });
});

describe("GET /api/user/blog/{id}", () => {
  it("counts one read per call unless noIncrement=true, and readers/{id} reports it", async () => {
    const [blog] = await publishedBlogs();
    const first = await call(server, "GET", `/api/user/blog/${blog._id}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data.blog).sort()).toEqual(blogKeys);
    expect(first.body.data.blog.readers).toBe(blog.readers + 1);
    const second = await call(server, "GET", `/api/user/blog/${blog._id}`);
    expect(second.body.data.blog.readers).toBe(blog.readers + 2);
    const peek = await call(server, "GET", `/api/user/blog/${blog._id}?noIncrement=true`);
    expect(peek.body.data.blog.readers).toBe(blog.readers + 2);
    const readers = await call(server, "GET", `/api/user/blog/readers/${blog._id}`);
    expect(readers).toMatchObject({ status: 200, body: { success: true, data: { readers: blog.readers + 2 } } });
  });

  it("counts concurrent reads without losing any", async () => {
    const [, blog] = await publishedBlogs();
    await Promise.all(Array.from({ length: 20 }, () => call(server, "GET", `/api/user/blog/${blog._id}`)));
    const { body } = await call(server, "GET", `/api/user/blog/readers/${blog._id}`);
    expect(body.data.readers).toBe(blog.readers + 20);
  });

  it("answers an unpublished blog as 404 'Blog not found' everywhere and counts nothing", async () => {
    const id = draft;
    for (const pathname of [`/api/user/blog/${id}`, `/api/user/blog/readers/${id}`]) {
      const { status, body } = await call(server, "GET", pathname);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Blog not found" });
    }
    const { blog } = await admin(server, token, "POST", "/api/admin/blogs/get", { _id: id });
    expect(blog.readers).toBe(0);
  });

  it.each([
    ["a malformed id", "not-an-id"],
    ["an upper-case id", "0123456789ABCDEF01234567"],
    ["an unknown id", "0123456789abcdef01234567"],
    ["an over-long id", "0".repeat(500)],
  ])("answers %s with 404, never 500", async (_label, id) => {
    for (const pathname of [`/api/user/blog/${id}`, `/api/user/blog/readers/${id}`]) {
      const { status, body } = await call(server, "GET", pathname);
      expect(status).toBe(404);
      expect(body.success).toBe(false);
    }
  });
});

describe("comments", () => {
  it("lists only published comments, newest first, never with an e-mail or a mobile", async () => {
    const { status, body } = await call(server, "GET", "/api/user/comment/getall");
    expect(status).toBe(200);
    const comments = body.data as any[];
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) {
      expect(Object.keys(comment).sort()).toEqual(["_id", "blogid", "blogtitle", "createdAt", "message", "name", "published", "reply"]);
      expect(comment.published).toBe(true);
    }
    const dates = comments.map((comment) => comment.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by blogid", async () => {
    const { body: all } = await call(server, "GET", "/api/user/comment/getall");
    const blogid = all.data[0].blogid;
    const { body } = await call(server, "GET", `/api/user/comment/getall?blogid=${blogid}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((comment: any) => comment.blogid === blogid)).toBe(true);
    const { body: none } = await call(server, "GET", "/api/user/comment/getall?blogid=nonsense");
    expect(none).toEqual({ success: true, data: [], total: 0 });
  });

  it("stores a new comment trimmed and pending; it shows publicly only once the admin publishes it", async () => {
    const [blog] = await publishedBlogs();
    const input = {
      blogid: blog._id,
      name: "  Test Reader  ",
      email: " reader@test.example ",
      mobile: " +91 98765-43210 ",
      message: "  Helpful, thank you.  ",
    };
    const { status, body } = await call(server, "POST", "/api/user/comment/create", input);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data._id).toMatch(hexId);
    const id = body.data._id;

    const publicIds = async () => (await call(server, "GET", `/api/user/comment/getall?blogid=${blog._id}`)).body.data.map((c: any) => c._id);
    expect(await publicIds()).not.toContain(id);

    const { comment } = await admin(server, token, "POST", "/api/admin/comment", { search: "reader@test.example" });
    expect(comment).toHaveLength(1);
    expect(comment[0]).toMatchObject({
      _id: id,
      name: "Test Reader",
      email: "reader@test.example",
      mobile: "+91 98765-43210",
      message: "Helpful, thank you.",
      published: false,
      blogtitle: blog.title,
    });

    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: id, published: true });
    expect(await publicIds()).toContain(id);
  });

  it("refuses a comment on an unpublished or unknown blog with 404 and stores nothing", async () => {
    const before = (await everything(server, token)).comments.total;
    for (const blogid of [draft, "0123456789abcdef01234567", "nonsense"]) {
      const { status, body } = await call(server, "POST", "/api/user/comment/create", {
        blogid,
        name: "A",
        email: "a@test.example",
        mobile: "9876543210",
        message: "Hi",
      });
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: "Blog not found" });
    }
    expect((await everything(server, token)).comments.total).toBe(before);
  });

  it("never shows an e-mail address or a mobile number in any public answer", async () => {
    const { comment } = await admin(server, token, "POST", "/api/admin/comment", { pagesize: 100 });
    const secrets = comment.flatMap((c: any) => [c.email, c.mobile]);
    const blogs = await publishedBlogs();
    const paths = [
      "/api/user/blog",
      "/api/user/comment/getall",
      "/api/user/media",
      ...blogs.map((blog) => `/api/user/blog/${blog._id}?noIncrement=true`),
      ...blogs.map((blog) => `/api/user/comment/getall?blogid=${blog._id}`),
    ];
    for (const pathname of paths) {
      const text = await (await fetch(server.url + pathname)).text();
      for (const secret of secrets) expect(text, pathname).not.toContain(secret);
    }
  });
});

describe("validation", () => {
  const validComment = { name: "Asha", email: "asha@test.example", mobile: "+91 98765 43210", message: "Thank you" };
  const validContact = { name: "Asha", email: "asha@test.example", mobile: "98765-43210", message: "Please call me" };

  it.each([
    ["name", { name: "   " }, "Name is required"],
    ["name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "not an email" }, "Enter a valid email address"],
    ["email", { email: `${"a".repeat(250)}@x.in` }, "Email must be at most 254 characters"],
    ["mobile", { mobile: "12345" }, "Mobile must be 7 to 15 digits"],
    ["mobile", { mobile: "1234567890123456" }, "Mobile must be 7 to 15 digits"],
    ["mobile", { mobile: "98765abc10" }, "Mobile must be 7 to 15 digits"],
    ["message", { message: "" }, "Comment is required"],
    ["message", { message: "x".repeat(2001) }, "Comment must be at most 2,000 characters"],
  ])("a comment with a bad %s answers 400 naming it (%j)", async (field, change, message) => {
    const [blog] = await publishedBlogs();
    const { status, body } = await call(server, "POST", "/api/user/comment/create", { blogid: blog._id, ...validComment, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message, errors: { [field]: message } });
  });

  it("accepts a comment of exactly the maximum lengths, counted after trimming", async () => {
    const [blog] = await publishedBlogs();
    const { status } = await call(server, "POST", "/api/user/comment/create", {
      blogid: blog._id,
      ...validComment,
      name: ` ${"n".repeat(100)} `,
      message: `  ${"m".repeat(2000)}  `,
    });
    expect(status).toBe(201);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["mobile", { mobile: "" }, "Mobile is required"],
    ["email", { email: "a@b" }, "Enter a valid email address"],
    ["message", { message: "   " }, "Message is required"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5,000 characters"],
  ])("a contact message with a bad %s answers 400 naming it", async (field, change, message) => {
    const { status, body } = await call(server, "POST", "/api/user/contact/create", { ...validContact, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });

  it("names every missing field of an empty body", async () => {
    const { status, body } = await call(server, "POST", "/api/user/contact/create", {});
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(["email", "message", "mobile", "name"]);
  });

  it("stores a contact message trimmed and answers 201 with its id", async () => {
    const { status, body } = await call(server, "POST", "/api/user/contact/create", { ...validContact, name: "  Contact Test  ", message: "x".repeat(5000) });
    expect(status).toBe(201);
    expect(body.data._id).toMatch(hexId);
    const { contact } = await admin(server, token, "POST", "/api/admin/contact", { search: "contact test" });
    expect(contact[0]).toMatchObject({ _id: body.data._id, name: "Contact Test", email: validContact.email, mobile: validContact.mobile });
    expect(contact[0].message).toHaveLength(5000);
  });

  it("treats a filled honeypot as a normal 201 and stores nothing", async () => {
    const before = await everything(server, token);
    const [blog] = await publishedBlogs();
    const comment = await call(server, "POST", "/api/user/comment/create", { blogid: blog._id, ...validComment, website: "http://spam.example" });
    const contact = await call(server, "POST", "/api/user/contact/create", { ...validContact, website: "http://spam.example" });
    for (const answer of [comment, contact]) {
      expect(answer.status).toBe(201);
      expect(answer.body.success).toBe(true);
      expect(answer.body.data._id).toMatch(hexId);
    }
    const after = await everything(server, token);
    expect(after.comments.total).toBe(before.comments.total);
    expect(after.contacts.total).toBe(before.contacts.total);
  });

  it("accepts an empty honeypot", async () => {
    const { status } = await call(server, "POST", "/api/user/contact/create", { ...validContact, website: "" });
    expect(status).toBe(201);
  });
});

describe("GET /api/user/media", () => {
  it("lists the media that have an image, newest first; an item without one stays out", async () => {
    const { _id } = await admin(server, token, "POST", "/api/admin/media/create", { title: "No picture yet" });
    const { status, body } = await call(server, "GET", "/api/user/media");
    expect(status).toBe(200);
    const media = body.data as any[];
    expect(media.map((item) => item.title)).toEqual(["Second picture", "First picture"]);
    expect(media.map((item) => item._id)).not.toContain(_id);
    for (const item of media) {
      expect(Object.keys(item).sort()).toEqual(["_id", "createdAt", "description", "image", "picture", "title"]);
      expect(item.image).toBe(item.picture.url);
    }
    const dates = media.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("visitors", () => {
  it("counts a visit per GET /api/user/visitor, not per /visitor/get, and never a known bot", async () => {
    const visit = (agent: string) => call(server, "GET", "/api/user/visitor", undefined, { "user-agent": agent });
    const start = (await call(server, "GET", "/api/user/visitor/get")).body.data;
    expect(start).toEqual({ totalCount: expect.any(Number), currentCount: expect.any(Number) });

    const counted = await visit(browserAgent);
    expect(counted.status).toBe(200);
    expect(counted.body.data).toEqual({ totalCount: start.totalCount + 1, currentCount: start.currentCount + 1 });

    const bot = await visit("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    expect(bot.body.data).toEqual(counted.body.data);

    const peek = await call(server, "GET", "/api/user/visitor/get");
    expect(peek.body.data).toEqual(counted.body.data);
  });

  it("keeps no address, cookie or agent: the visits table holds only day and count", async () => {
    const visit = await fetch(`${server.url}/api/user/visitor`, { headers: { "user-agent": browserAgent } });
    expect(visit.headers.get("set-cookie")).toBeNull();
    const columns = withDatabase(server, (sqlite) => sqlite.prepare("SELECT name FROM pragma_table_info('visits')").all());
    expect(columns).toEqual([{ name: "day" }, { name: "count" }]);
  });
});

describe("HTTP conventions", () => {
  it("answers an unknown /api route with a JSON 404", async () => {
    for (const [method, pathname] of [
      ["GET", "/api/user/nothing"],
      ["POST", "/api/nope"],
      ["DELETE", "/api/user"],
    ]) {
      const { status, body, response } = await call(server, method!, pathname!);
      expect(status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(body).toEqual({ success: false, message: "Not found" });
    }
  });

  it.each([
    ["POST", "/api/user/blog", "GET, HEAD"],
    ["DELETE", "/api/user/visitor", "GET, HEAD"],
    ["GET", "/api/user/comment/create", "POST"],
    ["PUT", "/api/user/contact/create", "POST"],
    ["GET", "/api/auth/signin", "POST"],
  ])("answers %s %s with 405 and Allow: %s", async (method, pathname, allow) => {
    const { status, body, response } = await call(server, method, pathname);
    expect(status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(body.success).toBe(false);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await fetch(`${server.url}/api/user/contact/create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: "The request body is not valid JSON" });
  });

  it("answers a JSON body over 1 MiB with 413 and stores nothing", async () => {
    const before = (await everything(server, token)).contacts.total;
    const body = JSON.stringify({ name: "A", email: "a@test.example", mobile: "9876543210", message: "x".repeat(1024 * 1024) });
    const response = await fetch(`${server.url}/api/user/contact/create`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
    expect((await everything(server, token)).contacts.total).toBe(before);
  });

  it("keeps API answers out of caches", async () => {
    const { response } = await call(server, "GET", "/api/user/blog");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
