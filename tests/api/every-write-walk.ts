// Issue 32: every write the product has, and the next anonymous view of each page it changes, as steps a test file
// runs against a site: tests/api/every-write.test.ts against the server, tests/api/nginx.test.ts through nginx with
// the pages as files (issue 41). Each page is viewed until it is kept (`cached`) before the write, so only the
// write's own declaration (`invalidates`) can make the next view true.
import { expect } from "vitest";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, png, sampleBlog, upload } from "./helpers.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

export type View = { status: number; etag: string | null; text: string; location: string | null };

export type WalkSite = {
  server: RunningServer;
  token: string;
  /** The next anonymous view of a page, as a visitor gets it. */
  view: (pathname: string) => Promise<View>;
  /** Views each page until it is kept (in memory, or as a file): after this only a write's flush shows a change. */
  cached: (...pathnames: string[]) => Promise<void>;
  /** The endpoints (API path under /api) and jobs walked. */
  walked: Set<string>;
};

const journalPages = ["/blogs", "/rss.xml", "/sitemap.xml"];
const practicePages = publicPagePaths;

/** The walk's steps, named, in order: each relies on the ones before it. */
export function everyWriteWalk(site: WalkSite): [string, () => Promise<void>][] {
  let id: string;
  const article = (slug: string) => `/blogs/${slug}`;
  const view = (pathname: string) => site.view(pathname);
  const cached = (...pathnames: string[]) => site.cached(...pathnames);

  /** An admin write through the API, counted as walked under its declared key. */
  async function write<T = any>(key: string, pathname: string, body?: unknown): Promise<T> {
    site.walked.add(key);
    const [method] = key.split(" ");
    return admin<T>(site.server, site.token, method!, pathname, body);
  }

  async function uploadAs(key: string, pathname: string, field: string): Promise<any> {
    site.walked.add(key);
    const { status, body } = await upload(site.server, pathname, field, { bytes: await png(800, 450), name: "p.png", type: "image/png" }, bearer(site.token));
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  return [
    [
      "a new post stays private; publishing puts it on its address, the journal, the feed and the sitemap",
      async () => {
        await cached(...journalPages);
        ({ _id: id } = await write("POST /admin/blogs/create", "/api/admin/blogs/create", { ...sampleBlog, title: "Walked post" }));
        expect((await view(article("walked-post"))).status).toBe(404);
        await cached(...journalPages);
        await write("PUT /admin/blogs/published", "/api/admin/blogs/published", { publishedid: id, published: true });
        expect((await view(article("walked-post"))).status).toBe(200);
        for (const pathname of journalPages) expect((await view(pathname)).text, pathname).toContain("walked-post");
      },
    ],

    [
      "an edit, and restoring the first version from History",
      async () => {
        await cached(article("walked-post"), ...journalPages);
        await write("PUT /admin/blogs/update", "/api/admin/blogs/update", { _id: id, ...sampleBlog, title: "Walked post, edited" });
        for (const pathname of [article("walked-post"), "/blogs", "/rss.xml"]) expect((await view(pathname)).text, pathname).toContain("Walked post, edited");

        const { revisions } = await admin(site.server, site.token, "POST", "/api/admin/blogs/revisions", { _id: id });
        const created = revisions.find((revision: { reason: string }) => revision.reason === "created");
        await cached(article("walked-post"), "/blogs", "/rss.xml");
        await write("POST /admin/blogs/revisions/restore", "/api/admin/blogs/revisions/restore", { _id: created._id });
        for (const pathname of [article("walked-post"), "/blogs", "/rss.xml"]) {
          const page = await view(pathname);
          expect(page.text, pathname).toContain("Walked post");
          expect(page.text, pathname).not.toContain("Walked post, edited");
        }
      },
    ],

    [
      "a new address: the post moves, its old address answers 301, the journal and the sitemap link the new one",
      async () => {
        await cached(article("walked-post"), ...journalPages);
        await write("PUT /admin/blogs/update", "/api/admin/blogs/update", { _id: id, ...sampleBlog, title: "Walked post", slug: "walked-elsewhere" });
        expect((await view(article("walked-elsewhere"))).status).toBe(200);
        const old = await view(article("walked-post"));
        expect(old.status).toBe(301);
        expect(old.location).toContain("/blogs/walked-elsewhere");
        for (const pathname of journalPages) {
          const page = await view(pathname);
          expect(page.text, pathname).toContain("walked-elsewhere");
          expect(page.text, pathname).not.toContain("/blogs/walked-post");
        }
      },
    ],

    [
      "featuring, a cover and a picture in the text",
      async () => {
        await cached("/blogs");
        expect((await view("/blogs")).text).not.toContain('id="featured-heading"');
        await write("POST /admin/blogs/featured", "/api/admin/blogs/featured", { featuredid: id, featured: true, featuredOrder: 1 });
        const featured = (await view("/blogs")).text;
        expect(featured.slice(featured.indexOf('id="featured-heading"'))).toContain("/blogs/walked-elsewhere");

        await cached(article("walked-elsewhere"), "/blogs", "/sitemap.xml");
        await uploadAs("POST /admin/blogs/blogimage/:id", `/api/admin/blogs/blogimage/${id}`, "blogimage");
        for (const pathname of [article("walked-elsewhere"), "/blogs", "/sitemap.xml"]) expect((await view(pathname)).text, pathname).toContain("/uploads/");
        // The older address of the same call.
        const coverBefore = await view(article("walked-elsewhere"));
        await cached(article("walked-elsewhere"));
        await uploadAs("POST /admin/blog/blogimage/:id", `/api/admin/blog/blogimage/${id}`, "blogimage");
        expect((await view(article("walked-elsewhere"))).etag).not.toBe(coverBefore.etag);

        const picture = await uploadAs("POST /admin/blogs/images/:id", `/api/admin/blogs/images/${id}`, "image");
        await cached(article("walked-elsewhere"));
        const content = [{ title: "Pictured", description: `![A quiet room](${picture.url})` }];
        await write("PUT /admin/blogs/update", "/api/admin/blogs/update", { _id: id, ...sampleBlog, title: "Walked post", slug: "walked-elsewhere", content });
        expect((await view(article("walked-elsewhere"))).text).toContain('alt="A quiet room"');
      },
    ],

    [
      "a translation published: on its language's journal, feed and the sitemap, and linked from its original",
      async () => {
        const hindiPages = ["/hi/blogs", "/hi/rss.xml", "/sitemap.xml", article("walked-elsewhere")];
        const { _id: hindiId } = await write("POST /admin/blogs/create", "/api/admin/blogs/create", {
          ...sampleBlog,
          title: "चलता हुआ लेख",
          lang: "hi",
          translationOf: id,
        });
        await cached(...hindiPages);
        await write("PUT /admin/blogs/published", "/api/admin/blogs/published", { publishedid: hindiId, published: true });
        expect((await view("/hi/blogs/walked-elsewhere")).status).toBe(200);
        for (const pathname of hindiPages) expect((await view(pathname)).text, pathname).toContain("/hi/blogs/walked-elsewhere");
        // The outdated mark is the back office's only: dismissing it changes no page, not even the dates the sitemap and
        // the feed give. A signed-in request is rendered afresh (never from the cache): it must be the cached copy byte for byte.
        await admin(site.server, site.token, "PUT", "/api/admin/blogs/update", {
          _id: id,
          ...sampleBlog,
          title: "Walked post, retitled",
          slug: "walked-elsewhere",
        });
        expect((await admin(site.server, site.token, "POST", "/api/admin/blogs/get", { _id: hindiId })).blog.outdated).toBe(true);
        await cached("/sitemap.xml", "/hi/rss.xml");
        await write("POST /admin/blogs/translation/dismiss", "/api/admin/blogs/translation/dismiss", { _id: hindiId });
        for (const pathname of ["/sitemap.xml", "/hi/rss.xml"]) {
          const fresh = await (await fetch(site.server.url + pathname, { headers: bearer(site.token) })).text();
          expect((await view(pathname)).text, pathname).toBe(fresh);
        }
        await write("DELETE /admin/blogs/delete", "/api/admin/blogs/delete", { _id: hindiId });
        for (const pathname of hindiPages) expect((await view(pathname)).text, pathname).not.toContain("/hi/blogs/walked-elsewhere");
      },
    ],

    [
      "a comment published, and deleted",
      async () => {
        const { body } = await call(site.server, "POST", "/api/user/comment/create", {
          blogid: id,
          name: "Walking reader",
          email: "walker@test.example",
          mobile: "+91 90000 33000",
          message: "A walked comment",
        });
        site.walked.add("POST /user/comment/create");
        const commentId = body.data._id as string;
        await cached(article("walked-elsewhere"));
        await write("POST /admin/comment/published", "/api/admin/comment/published", { commentid: commentId, published: true });
        expect((await view(article("walked-elsewhere"))).text).toContain("A walked comment");
        await cached(article("walked-elsewhere"));
        await write("DELETE /admin/comment/delete", "/api/admin/comment/delete", { _id: commentId });
        expect((await view(article("walked-elsewhere"))).text).not.toContain("A walked comment");
      },
    ],

    [
      "a held comment approved with the doctor's reply; the reply edited and deleted",
      async () => {
        const { body } = await call(site.server, "POST", "/api/user/comment/create", {
          blogid: id,
          name: "Asking reader",
          email: "asker@test.example",
          mobile: "+91 90000 33001",
          message: "A question awaiting its answer",
        });
        const commentid = body.data._id as string;
        await cached(article("walked-elsewhere"));
        await write("POST /admin/comment/reply", "/api/admin/comment/reply", { commentid, text: "A walked reply" });
        const replied = (await view(article("walked-elsewhere"))).text;
        expect(replied).toContain("A question awaiting its answer");
        expect(replied).toContain("A walked reply");
        await cached(article("walked-elsewhere"));
        await write("PUT /admin/comment/reply", "/api/admin/comment/reply", { commentid, text: "A walked reply, edited" });
        expect((await view(article("walked-elsewhere"))).text).toContain("A walked reply, edited");
        await cached(article("walked-elsewhere"));
        await write("DELETE /admin/comment/reply", "/api/admin/comment/reply", { commentid });
        const deleted = (await view(article("walked-elsewhere"))).text;
        expect(deleted).toContain("A question awaiting its answer");
        expect(deleted).not.toContain("A walked reply");
      },
    ],

    [
      "a person's records erased, with their published comment",
      async () => {
        const { body } = await call(site.server, "POST", "/api/user/comment/create", {
          blogid: id,
          name: "Erased reader",
          email: "erase-me@test.example",
          mobile: "+91 90000 44000",
          message: "A comment to be erased",
        });
        await admin(site.server, site.token, "POST", "/api/admin/comment/published", { commentid: body.data._id, published: true });
        await cached(article("walked-elsewhere"));
        await write("POST /admin/privacy/erase", "/api/admin/privacy/erase", { email: "erase-me@test.example" });
        expect((await view(article("walked-elsewhere"))).text).not.toContain("A comment to be erased");
      },
    ],

    [
      "unpublishing takes the post off every page; deleting removes it",
      async () => {
        await cached(article("walked-elsewhere"), ...journalPages);
        await write("POST /admin/blogs/published", "/api/admin/blogs/published", { publishedid: id, published: false });
        expect((await view(article("walked-elsewhere"))).status).toBe(404);
        for (const pathname of journalPages) expect((await view(pathname)).text, pathname).not.toContain("walked-elsewhere");

        await admin(site.server, site.token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true });
        await cached(article("walked-elsewhere"), ...journalPages);
        await write("DELETE /admin/blogs/delete", "/api/admin/blogs/delete", { _id: id });
        expect((await view(article("walked-elsewhere"))).status).toBe(404);
        for (const pathname of journalPages) expect((await view(pathname)).text, pathname).not.toContain("walked-elsewhere");
      },
    ],

    [
      "a scheduled post goes out at its time on every page, by itself",
      async () => {
        const { _id } = await admin(site.server, site.token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Walked schedule" });
        const publishAt = new Date(Date.now() + 2500).toISOString();
        await admin(site.server, site.token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true, publishAt });
        await cached(...journalPages);
        expect((await view(article("walked-schedule"))).status).toBe(404);
        site.walked.add("job scheduled-posts");
        await expect.poll(async () => (await view(article("walked-schedule"))).status, { timeout: 15_000, interval: 250 }).toBe(200);
        for (const pathname of journalPages) expect((await view(pathname)).text, pathname).toContain("walked-schedule");
      },
    ],

    [
      "a media item created, pictured, edited and deleted",
      async () => {
        await cached("/media");
        const { _id } = await write("POST /admin/media/create", "/api/admin/media/create", { title: "Walked garden", description: "" });
        // The gallery shows items with a picture only: the flush is declared, the page is the same.
        expect((await view("/media")).text).not.toContain("Walked garden");
        await cached("/media");
        await uploadAs("POST /admin/media/upload/:id", `/api/admin/media/upload/${_id}`, "image");
        expect((await view("/media")).text).toContain("Walked garden");
        await cached("/media");
        await write("PUT /admin/media/update", "/api/admin/media/update", { _id, title: "Walked courtyard", description: "" });
        expect((await view("/media")).text).toContain("Walked courtyard");
        await cached("/media");
        await write("DELETE /admin/media/delete", "/api/admin/media/delete", { _id });
        expect((await view("/media")).text).not.toContain("Walked courtyard");
      },
    ],

    [
      "the practice saved, on every page that shows it",
      async () => {
        const practice = await admin(site.server, site.token, "GET", "/api/admin/practice");
        await cached(...practicePages);
        await write("PUT /admin/practice", "/api/admin/practice", { ...practice, shortName: "Walked Practice" });
        for (const pathname of practicePages) expect((await view(pathname)).text, pathname).toContain("Walked Practice");
      },
    ],
  ];
}
