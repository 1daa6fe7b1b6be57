// The public lists stay one page however long the journal grows: the API's pages and totals, the reader counts in
// one call, the feed's 20, and the numbered pages of /blogs, /media and an article's comments, over real HTTP on a
// database filled straight through SQL (scripts/support/bulk-content.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertComments, insertMedia, insertPosts, minutesBefore } from "../../scripts/support/bulk-content.ts";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { withDatabase } from "./helpers.ts";

const postCount = 105;
/** A word deep in every first section, past the longest excerpt (90 words): no list may carry it. */
const deepWord = "Zebrafinchmarker";
const opening = Array.from({ length: 150 }, (_, index) => (index === 120 ? deepWord : `word${index}`)).join(" ");
const title = (index: number) => `Post ${String(index).padStart(3, "0")}`;

let server: RunningServer;
/** Newest first: posts[0] is "Post 105". */
let posts: string[];
let draft: string;
beforeAll(async () => {
  server = await startServer();
  const times = minutesBefore(new Date("2026-06-01T12:00:00.000Z"), postCount + 2);
  withDatabase(server, (sqlite) => {
    posts = insertPosts(
      sqlite,
      times.slice(0, postCount).map((createdAt, index) => ({
        title: title(postCount - index),
        createdAt,
        readers: index,
        sections: [{ title: "", description: opening, html: `<p>${opening}</p>` }],
      })),
    );
    insertPosts(sqlite, [
      { title: "The featured one", featured: true, createdAt: times[postCount]!, sections: [{ title: "", description: "Lead.", html: "<p>Lead.</p>" }] },
    ]);
    draft = insertPosts(sqlite, [{ title: "Secret draft", published: false, readers: 7, createdAt: times[postCount + 1]!, sections: [] }])[0]!;
    const commentTimes = minutesBefore(new Date("2026-06-02T12:00:00.000Z"), 56);
    insertComments(
      sqlite,
      commentTimes.map((createdAt, index) => ({
        blogId: posts[0]!,
        name: `Reader ${56 - index}`,
        message: `Comment ${56 - index}`,
        createdAt,
        published: index > 0,
      })),
    );
    insertMedia(
      sqlite,
      minutesBefore(new Date("2026-06-01T12:00:00.000Z"), 30).map((createdAt, index) => ({ title: `Picture ${30 - index}`, description: "", createdAt })),
    );
  });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const page = async (pathname: string) => {
  const response = await fetch(server.url + pathname);
  return { status: response.status, html: await response.text() };
};
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
const pathOf = (url: string | undefined) => (url ? new URL(url).pathname + new URL(url).search : undefined);

describe("GET /api/user/blog", () => {
  it("answers the newest 100 by default, with the total beside the list", async () => {
    const { status, body } = await call(server, "GET", "/api/user/blog");
    expect(status).toBe(200);
    expect(body.total).toBe(postCount + 1);
    expect(body.data).toHaveLength(100);
    expect(body.data[0].title).toBe(title(postCount));
    expect(body.data[0].content).toEqual([{ title: "", description: opening }]);
    expect(body.data.map((blog: { _id: string }) => blog._id)).not.toContain(draft);
  });

  it("answers the page asked for, and nothing past the last", async () => {
    const { body } = await call(server, "GET", "/api/user/blog?pageno=10&pagesize=10");
    expect(body.data.map((blog: { title: string }) => blog.title)).toEqual([title(5), title(4), title(3), title(2), title(1), "The featured one"]);
    expect(body.total).toBe(postCount + 1);
    const past = await call(server, "GET", "/api/user/blog?pageno=11&pagesize=10");
    expect(past.body).toMatchObject({ success: true, data: [], total: postCount + 1 });
  });

  it.each([
    ["pagesize=101", "pagesize"],
    ["pagesize=0", "pagesize"],
    ["pagesize=ten", "pagesize"],
    ["pageno=-1", "pageno"],
    ["pageno=1.5", "pageno"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const { status, body } = await call(server, "GET", `/api/user/blog?${query}`);
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(field);
  });
});

describe("the other public lists answer one page with a total", () => {
  it("GET /api/user/comment/getall pages a blog's published comments", async () => {
    const first = await call(server, "GET", `/api/user/comment/getall?blogid=${posts[0]}&pagesize=50`);
    expect(first.body.total).toBe(55);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({ name: "Reader 55" });
    expect(first.body.data[0]).not.toHaveProperty("email");
    const second = await call(server, "GET", `/api/user/comment/getall?blogid=${posts[0]}&pagesize=50&pageno=1`);
    expect(second.body.data.map((comment: { name: string }) => comment.name)).toEqual(["Reader 5", "Reader 4", "Reader 3", "Reader 2", "Reader 1"]);
    const all = await call(server, "GET", "/api/user/comment/getall?pagesize=10");
    expect(all.body).toMatchObject({ total: 55 });
    expect(all.body.data).toHaveLength(10);
  });

  it("GET /api/user/media pages the gallery", async () => {
    const { body } = await call(server, "GET", "/api/user/media?pagesize=24&pageno=1");
    expect(body.total).toBe(30);
    expect(body.data.map((item: { title: string }) => item.title)).toEqual(["Picture 6", "Picture 5", "Picture 4", "Picture 3", "Picture 2", "Picture 1"]);
  });
});

describe("reader counts", () => {
  it("GET /api/user/blog/readers?ids= answers the counts of published posts in one call, leaving out unknown, malformed and draft ids", async () => {
    const ids = [posts[0], posts[3], draft, "0123456789abcdef01234567", "not-an-id", posts[3]];
    const { status, body } = await call(server, "GET", `/api/user/blog/readers?ids=${ids.join(",")}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ readers: { [posts[0]!]: 0, [posts[3]!]: 3 } });
    // Asking counts nothing.
    const again = await call(server, "GET", `/api/user/blog/readers?ids=${posts[3]}`);
    expect(again.body.data.readers).toEqual({ [posts[3]!]: 3 });
  });

  it("refuses a batch without ids or with more than 50", async () => {
    for (const query of ["", "?ids=", "?ids=,,", `?ids=${posts.slice(0, 51).join(",")}`]) {
      const { status, body } = await call(server, "GET", `/api/user/blog/readers${query}`);
      expect(status, query).toBe(400);
      expect(body.errors).toHaveProperty("ids");
    }
    const fifty = await call(server, "GET", `/api/user/blog/readers?ids=${posts.slice(0, 50).join(",")}`);
    expect(Object.keys(fifty.body.data.readers)).toHaveLength(50);
  });

  it("POST /api/user/blog/readers/{id} counts one read and answers the count; a draft answers 404 and counts nothing", async () => {
    const counted = await call(server, "POST", `/api/user/blog/readers/${posts[5]}`);
    expect(counted).toMatchObject({ status: 200, body: { success: true, data: { readers: 6 } } });
    expect((await call(server, "GET", `/api/user/blog/readers/${posts[5]}`)).body.data.readers).toBe(6);
    const refused = await call(server, "POST", `/api/user/blog/readers/${draft}`);
    expect(refused).toMatchObject({ status: 404, body: { success: false, message: "Blog not found" } });
    expect(withDatabase(server, (sqlite) => sqlite.prepare("SELECT readers FROM blogs WHERE id = ?").get(draft))).toEqual({ readers: 7 });
  });
});

describe("/rss.xml", () => {
  it("carries the newest 20 posts, newest first", async () => {
    const xml = await (await fetch(`${server.url}/rss.xml`)).text();
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, index) => title(postCount - index)));
    expect(xml).not.toContain(deepWord);
  });
});

describe("/blogs pages", () => {
  it("page 1 shows the featured article and the newest 12, links to page 2, and carries no section text", async () => {
    const { status, html } = await page("/blogs");
    expect(status).toBe(200);
    for (let index = postCount; index > postCount - 12; index -= 1) expect(html).toContain(`>${title(index)}<`);
    expect(html).not.toContain(`>${title(postCount - 12)}<`);
    expect(html).toContain(">The featured one<");
    expect(pathOf(linkHref(html, "canonical"))).toBe("/blogs");
    expect(pathOf(linkHref(html, "next"))).toBe("/blogs?page=2");
    expect(linkHref(html, "prev")).toBeUndefined();
    expect(html).toMatch(/<a [^>]*rel="next"[^>]*href="\/blogs\?page=2"|<a [^>]*href="\/blogs\?page=2"[^>]*rel="next"/);
    // Neither the page nor its hydration data holds more of a post than its excerpt.
    expect(html).not.toContain(deepWord);
    expect(html).not.toContain("Secret draft");
  });

  it("a later page is its own canonical page with prev and next; the last has no next", async () => {
    const middle = await page("/blogs?page=2");
    expect(middle.status).toBe(200);
    expect(middle.html).toContain(`>${title(postCount - 12)}<`);
    expect(middle.html).not.toContain(">The featured one<");
    expect(pathOf(linkHref(middle.html, "canonical"))).toBe("/blogs?page=2");
    expect(pathOf(linkHref(middle.html, "prev"))).toBe("/blogs");
    expect(pathOf(linkHref(middle.html, "next"))).toBe("/blogs?page=3");

    const last = await page("/blogs?page=9");
    expect(last.status).toBe(200);
    expect(last.html).toContain(`>${title(1)}<`);
    expect(pathOf(linkHref(last.html, "prev"))).toBe("/blogs?page=8");
    expect(linkHref(last.html, "next")).toBeUndefined();
  });

  it.each(["10", "0", "-1", "abc", "1.5", "99999999"])("answers ?page=%s with 404", async (value) => {
    expect((await page(`/blogs?page=${value}`)).status).toBe(404);
  });
});

describe("/media pages", () => {
  it("shows 24 items a page with links between the pages, and 404 past the last", async () => {
    const first = await page("/media");
    expect(first.html).toContain("Picture 30");
    expect(first.html).not.toContain("Picture 6<");
    expect(pathOf(linkHref(first.html, "next"))).toBe("/media?page=2");
    const second = await page("/media?page=2");
    expect(second.status).toBe(200);
    expect(second.html).toContain("Picture 6");
    expect(pathOf(linkHref(second.html, "canonical"))).toBe("/media?page=2");
    expect((await page("/media?page=3")).status).toBe(404);
  });
});

describe("an article's comments", () => {
  it("shows the newest 50 with a 'More comments' link to the next 50, which works as a plain link", async () => {
    // The bulk rows' address is `post-<id>` (scripts/support/bulk-content.ts); the id itself answers 301 to it.
    const address = `/blogs/post-${posts[0]}`;
    const article = await page(address);
    expect(article.status).toBe(200);
    expect(article.html).toContain(">Reader 55<");
    expect(article.html).toContain(">Reader 6<");
    expect(article.html).not.toContain(">Reader 5<");
    expect(article.html).not.toContain(">Reader 56<");
    const more = /<a [^>]*href="([^"]+)"[^>]*>More comments/.exec(article.html)?.[1];
    expect(more).toBe(`${address}?comments=2#comments-heading`);

    const older = await page(more!.replace(/#.*/, ""));
    expect(older.status).toBe(200);
    expect(older.html).toContain(">Reader 5<");
    expect(older.html).toContain(">Reader 1<");
    expect(older.html).not.toContain(">Reader 6<");
    expect(older.html).not.toContain("More comments");
    expect(older.html).toContain("Newer comments");
    // The comments' pages are the same article: its canonical address stays the article's.
    expect(pathOf(linkHref(older.html, "canonical"))).toBe(address);
    expect((await page(`${address}?comments=3`)).status).toBe(404);
    // An old address of a comments page moves to the same page at the current address.
    const moved = await fetch(`${server.url}/blogs/${posts[0]}?comments=2`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${address}?comments=2`);
  });
});
