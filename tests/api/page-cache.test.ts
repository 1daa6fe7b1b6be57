import { createHash } from "node:crypto";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPageCacheControl } from "../../server/page-cache.ts";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, bearer, png, publishedBlog, sampleBlog, signIn, upload } from "./helpers.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

// One server with the page cache on (the default); each test makes the content it looks at.
let server: RunningServer;
let token: string;
let blogId: string;
let articlePath: string;
beforeAll(async () => {
  server = await startServer();
  token = await signIn(server);
  blogId = await publishedBlog(server, token, "Cached article");
  articlePath = "/blogs/cached-article";
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

type Page = { status: number; headers: Headers; bytes: Buffer; text: string };

/** A request with the raw bytes as they came over the wire (fetch would decode them). */
function raw(method: string, pathname: string, headers: Record<string, string>): Promise<Page> {
  return new Promise((resolve, reject) => {
    const sent = request(server.url + pathname, { method, headers: { "accept-encoding": "identity", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
        const answered = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answered.set(name, String(value));
        resolve({ status: response.statusCode!, headers: answered, bytes, text: decoded.toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

const get = (pathname: string, headers: Record<string, string> = {}) => raw("GET", pathname, headers);

/** Views a page until it comes from the cache (the same ETag twice), so a later change must go through the flush. */
async function cached(pathname: string): Promise<Page> {
  const first = await get(pathname);
  const second = await get(pathname);
  expect(second.status, pathname).toBe(200);
  expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  expect(second.bytes.equals(first.bytes)).toBe(true);
  return second;
}

const publicPaths = [...publicPagePaths, "/sitemap.xml", "/rss.xml", "/robots.txt"];

describe("the page cache", () => {
  it("answers every public page byte-identical from memory, with a strong ETag and one br and one gzip form", async () => {
    for (const pathname of [...publicPaths, articlePath]) {
      const page = await cached(pathname);
      expect(page.headers.get("etag"), pathname).toMatch(/^"[\w-]+"$/);
      const br = await get(pathname, { "accept-encoding": "gzip, deflate, br" });
      const gzip = await get(pathname, { "accept-encoding": "gzip" });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(br.text).toBe(page.text);
      expect(gzip.text).toBe(page.text);
      expect(new Set([page.headers.get("etag"), br.headers.get("etag"), gzip.headers.get("etag")]).size).toBe(3);
      const brAgain = await get(pathname, { "accept-encoding": "br" });
      expect(brAgain.bytes.equals(br.bytes)).toBe(true);
    }
  });

  it("answers 304 Not Modified to If-None-Match with the page's ETag, and the page to any other", async () => {
    const page = await cached("/blogs");
    const etag = page.headers.get("etag")!;
    const notModified = await get("/blogs", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.bytes.length).toBe(0);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("cache-control")).toBe(publicPageCacheControl);
    const br = await get("/blogs", { "accept-encoding": "br" });
    expect((await get("/blogs", { "accept-encoding": "br", "if-none-match": br.headers.get("etag")! })).status).toBe(304);
    expect((await get("/blogs", { "if-none-match": '"something-else"' })).status).toBe(200);
    const head = await raw("HEAD", "/blogs", {});
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(head.bytes.length).toBe(0);
  });

  it("marks public pages for shared caches, with no cookie, and admin pages and the admin and auth API no-store", async () => {
    for (const pathname of [...publicPaths, articlePath]) {
      for (const page of [await get(pathname), await get(pathname, { "accept-encoding": "br" })]) {
        expect(page.headers.get("cache-control"), pathname).toBe(publicPageCacheControl);
        expect(page.headers.get("vary"), pathname).toBe("Accept-Encoding");
        expect(page.headers.get("set-cookie"), pathname).toBeNull();
      }
    }
    for (const pathname of ["/admin", "/admin/dashboard", "/admin/blogs"]) {
      const page = await get(pathname);
      expect(page.headers.get("cache-control"), pathname).toBe("no-store");
      expect((await get(pathname)).headers.get("etag"), pathname).toBeNull();
    }
    const adminCall = await call(server, "POST", "/api/admin/blogs", {}, bearer(token));
    expect(adminCall.response.headers.get("cache-control")).toBe("no-store");
    const refused = await call(server, "POST", "/api/admin/blogs", {});
    expect(refused.status).toBe(401);
    expect(refused.response.headers.get("cache-control")).toBe("no-store");
    const session = await call(server, "GET", "/api/auth/session", undefined, bearer(token));
    expect(session.response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the CSP enforced on cached pages: every inline script allowed by its hash, no nonce, no 'unsafe-inline'", async () => {
    const page = await cached(articlePath);
    const policy = page.headers.get("content-security-policy")!;
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)![1]!.split(" ");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/nonce-/);
    expect(page.text).not.toMatch(/nonce=/);
    const inline = [...page.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) {
      expect(scriptSources).toContain(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
    }
  });

  it("never serves a signed-in admin a cached page, nor keeps the page rendered for them", async () => {
    const anonymous = await cached("/");
    for (const credentials of [bearer(token), { cookie: `theme=calm; admin_session=${encodeURIComponent(token)}` }]) {
      const first = await get("/", credentials);
      const second = await get("/", credentials);
      expect(first.status).toBe(200);
      expect(first.headers.get("etag")).toBeNull();
      // Rendered for this request: its own nonce each time.
      expect(first.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    }
    expect((await get("/")).headers.get("etag")).toBe(anonymous.headers.get("etag"));
  });

  it("carries no per-visitor numbers: read counts and the visitor count come from the API after load", async () => {
    for (let view = 0; view < 3; view++) await call(server, "GET", `/api/user/blog/${blogId}`);
    await call(server, "GET", "/api/user/visitor");
    const article = await cached(articlePath);
    expect(article.text).not.toMatch(/"readers"/);
    expect(article.text).toContain("… reads");
    const list = await cached("/blogs");
    expect(list.text).toMatch(/Read Count: (?:<!-- -->)?…/);
    expect(list.text).not.toMatch(/"readers"/);
  });
});

describe("every kind of admin write shows on the very next view", () => {
  it("a blog edit, on the article, the journal and the feed", async () => {
    const before = await Promise.all([articlePath, "/blogs", "/rss.xml"].map(cached));
    const title = "Edited article title";
    await admin(server, token, "PUT", "/api/admin/blogs/update", {
      _id: blogId,
      ...sampleBlog,
      title,
      content: [{ title: "Changed", description: "A *new* paragraph." }],
    });
    const article = await get(articlePath);
    expect(article.text).toContain(title);
    expect(article.text).toContain("<em>new</em>");
    for (const [index, pathname] of [articlePath, "/blogs", "/rss.xml"].entries()) {
      const after = await get(pathname);
      expect(after.headers.get("etag"), pathname).not.toBe(before[index]!.headers.get("etag"));
      expect(after.text, pathname).toContain(title);
    }
  });

  it("publishing and unpublishing, featuring, a new cover and deleting a blog", async () => {
    const id = (await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "Soon public" }))._id as string;
    const soonPublic = "/blogs/soon-public";
    expect((await get(soonPublic)).status).toBe(404);
    expect((await cached("/blogs")).text).not.toContain("Soon public");
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true });
    expect((await get(soonPublic)).status).toBe(200);
    expect((await cached("/blogs")).text).toContain("Soon public");

    const unfeatured = await cached("/blogs");
    await admin(server, token, "POST", "/api/admin/blogs/featured", { featuredid: id, featured: true, featuredOrder: 1 });
    const featured = await get("/blogs");
    expect(featured.headers.get("etag")).not.toBe(unfeatured.headers.get("etag"));
    expect(featured.text).not.toBe(unfeatured.text);

    const withoutCover = await cached(soonPublic);
    expect(withoutCover.text).not.toContain("/uploads/");
    const { status } = await upload(
      server,
      `/api/admin/blogs/blogimage/${id}`,
      "blogimage",
      { bytes: await png(800, 450), name: "c.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(200);
    expect((await get(soonPublic)).text).toContain("/uploads/");

    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: false });
    expect((await get(soonPublic)).status).toBe(404);
    expect((await get("/blogs")).text).not.toContain("Soon public");
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true });
    await cached(soonPublic);
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: id });
    expect((await get(soonPublic)).status).toBe(404);
    expect((await get("/blogs")).text).not.toContain("Soon public");
    expect((await get("/sitemap.xml")).text).not.toContain(id);
  });

  it("publishing and deleting a comment", async () => {
    const { body } = await call(server, "POST", "/api/user/comment/create", {
      blogid: blogId,
      name: "Cached reader",
      email: "reader@test.example",
      mobile: "+91 90000 22000",
      message: "A comment that waits for the admin",
    });
    const commentId = body.data._id as string;
    expect((await cached(articlePath)).text).not.toContain("A comment that waits for the admin");
    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: commentId, published: true });
    expect((await cached(articlePath)).text).toContain("A comment that waits for the admin");
    await admin(server, token, "DELETE", "/api/admin/comment/delete", { _id: commentId });
    expect((await get(articlePath)).text).not.toContain("A comment that waits for the admin");
  });

  it("adding, editing, picturing and deleting a media item", async () => {
    // The gallery shows items with a picture only.
    expect((await cached("/media")).text).not.toContain("Clinic garden");
    const { _id } = await admin(server, token, "POST", "/api/admin/media/create", { title: "Clinic garden", description: "" });
    expect((await cached("/media")).text).not.toContain("Clinic garden");
    const { status } = await upload(
      server,
      `/api/admin/media/upload/${_id}`,
      "image",
      { bytes: await png(64, 48), name: "p.png", type: "image/png" },
      bearer(token),
    );
    expect(status).toBe(200);
    expect((await cached("/media")).text).toContain("Clinic garden");
    await admin(server, token, "PUT", "/api/admin/media/update", { _id, title: "Clinic courtyard", description: "" });
    const edited = await cached("/media");
    expect(edited.text).toContain("Clinic courtyard");
    expect(edited.text).not.toContain("Clinic garden");
    await admin(server, token, "DELETE", "/api/admin/media/delete", { _id });
    expect((await get("/media")).text).not.toContain("Clinic courtyard");
  });

  it("a refused admin call leaves the cache as it was", async () => {
    const page = await cached("/blogs");
    const refused = await call(server, "PUT", "/api/admin/blogs/update", { _id: blogId, title: "" }, bearer(token));
    expect(refused.status).toBe(400);
    expect((await get("/blogs")).headers.get("etag")).toBe(page.headers.get("etag"));
  });
});

describe("the built scripts and styles", () => {
  it("are sent compressed once at the best settings, byte-identical to the files, immutable", async () => {
    const home = await get("/");
    const assets = [...new Set([...home.text.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]))];
    expect(assets.length).toBeGreaterThan(2);
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    for (const asset of assets) {
      const file = readFileSync(path.join(buildDir, "client", asset));
      for (const encoding of ["br", "gzip"]) {
        const answer = await get(asset, { "accept-encoding": encoding });
        expect(answer.status, asset).toBe(200);
        expect(answer.headers.get("content-encoding")).toBe(encoding);
        expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Buffer.from(answer.text, "utf8").equals(file), asset).toBe(true);
        const again = await get(asset, { "accept-encoding": encoding });
        expect(again.bytes.equals(answer.bytes)).toBe(true);
      }
      expect((await get(asset)).bytes.equals(file)).toBe(true);
    }
    expect((await get("/assets/missing-file.js", { "accept-encoding": "br" })).status).toBe(404);
  });

  it("carry the headers a subresource needs and none of the page policies", async () => {
    const home = await get("/");
    const script = /\/assets\/[\w.-]+\.js/.exec(home.text)?.[0];
    if (!script) throw new Error("no script on the home page");
    for (const encoding of ["br", "identity"]) {
      const answer = await get(script, { "accept-encoding": encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(answer.headers.get("content-security-policy")).toBeNull();
      expect(answer.headers.get("x-frame-options")).toBeNull();
      expect(answer.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    }
    // A page sent from the cache carries it as the render it was stored from did.
    const cached = await get("/");
    expect(cached.headers.get("etag")).toBeTruthy();
    expect(cached.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  });
});

describe("what a phone needs for the first paint", () => {
  it("is the public stylesheet as one cached file, the headings' font cut preloaded, and no script before the first paint", async () => {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const cssFile = readdirSync(path.join(buildDir, "client", "assets")).find((name) => /^app-[\w-]+\.css$/.test(name));
    expect(cssFile).toBeDefined();
    for (const pathname of ["/", "/about-me", articlePath]) {
      const page = await get(pathname);
      // Nothing inline: every page names the same file, which a second page reads from the browser's cache.
      expect(page.text, pathname).not.toMatch(/<style/);
      expect(
        [...page.text.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]),
        pathname,
      ).toEqual([`<link rel="stylesheet" href="/assets/${cssFile}"/>`]);

      const fontPreloads = [...page.text.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
      expect(fontPreloads, pathname).toEqual([expect.stringMatching(/^\/assets\/fraunces-headings-[\w-]+\.woff2$/)]);

      // Nothing fetches a script before the page has painted: the preloads and React Router's module script wait.
      expect(page.text, pathname).not.toMatch(/<link rel="modulepreload"|<script[^>]* type="module"/);
      expect([...page.text.matchAll(/<link rel="dns-prefetch" data-rel="modulepreload" href="\/assets\/[\w.-]+\.js"/g)].length, pathname).toBeGreaterThan(3);
      const inert = [...page.text.matchAll(/<script type="text\/plain" data-after-first-paint="">([\s\S]*?)<\/script>/g)];
      expect(inert.length, pathname).toBe(1);
      expect(inert[0]![1], pathname).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
      // Allowed by the page's CSP, so the copy the head script makes of it may run.
      const hash = `'sha256-${createHash("sha256").update(inert[0]![1]!, "utf8").digest("base64")}'`;
      expect(page.headers.get("content-security-policy"), pathname).toContain(hash);
    }
  });
});

describe("PAGE_CACHE=false", () => {
  it("renders every view anew, with a fresh nonce, and the same caching headers", async () => {
    const uncached = await startServer({ env: { PAGE_CACHE: "false" } });
    try {
      const views = [];
      for (let view = 0; view < 2; view++) {
        const response = await fetch(`${uncached.url}/`);
        await response.arrayBuffer();
        views.push(response);
      }
      expect(views[0]!.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
      expect(views[0]!.headers.get("content-security-policy")).not.toBe(views[1]!.headers.get("content-security-policy"));
      expect(views[0]!.headers.get("cache-control")).toBe(publicPageCacheControl);
      expect(views[0]!.headers.get("set-cookie")).toBeNull();
    } finally {
      await uncached.stop();
      removeDataDir(uncached);
    }
  });
});

describe("HSTS on a cached page, answered before Express", () => {
  it("comes only with a visit that arrived over HTTPS, as the trusted proxy says, never because a client claims it", async () => {
    const proxied = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const view = async (url: string, headers: Record<string, string>) => {
        const response = await fetch(`${url}/privacy`, { headers });
        await response.arrayBuffer();
        return response.headers;
      };
      // The first view renders and stores the page; the later ones come from memory.
      await view(proxied.url, {});
      expect((await view(proxied.url, {})).get("strict-transport-security")).toBeNull();
      expect((await view(proxied.url, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect((await view(proxied.url, { "x-forwarded-proto": "http, https" })).get("strict-transport-security")).toBeNull();
      // The main server trusts no proxy, so the header is a client's word and counts for nothing.
      await view(server.url, {});
      expect((await view(server.url, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.stop();
      removeDataDir(proxied);
    }
  });
});
