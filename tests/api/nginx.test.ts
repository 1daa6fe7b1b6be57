// The repository's deploy/nginx.conf, run for real (Debian's nginx) in front of the built server, with a
// self-signed certificate: HTTP is redirected, HTTPS is detected, and a visitor cannot forge their address. The server
// writes its public pages as files (PAGE_FILES, issue 41): nginx answers them with the site's own headers, the next
// view after every write is true, and the pages stay up while the server is stopped.
// nginx, its brotli_static module and openssl must be installed (.ci/run installs them); without them this test
// fails, it never skips.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNginx, startNginx } from "../../scripts/support/nginx.ts";
import { pageFileOf } from "../../server/page-files.ts";
import { type RunningServer, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { type View, type WalkSite, everyWriteWalk } from "./every-write-walk.ts";
import { admin, signIn } from "./helpers.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

// Two ports of this project's range, for nginx's HTTP and HTTPS sides.
const httpPort = Number(process.env.NGINX_TEST_HTTP_PORT ?? 3172);
const httpsPort = Number(process.env.NGINX_TEST_HTTPS_PORT ?? 3173);

let server: RunningServer;
let nginx: RunningNginx;
let token: string;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; bytes: Buffer };

/** One request as it goes on the wire: no decoding, so each coding's bytes and headers can be compared. */
function send(
  target: "http" | "https" | "site",
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = target === "https" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: { http: httpPort, https: httpsPort, site: server.port }[target],
        path: pathname,
        method,
        // The certificate is self-signed for this test; the name checked is the one the site config serves.
        rejectUnauthorized: false,
        servername: "localhost",
        headers: {
          host: "localhost",
          ...(body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const viaNginx = (scheme: "http" | "https", method: string, pathname: string, options?: { body?: unknown; headers?: Record<string, string> }) =>
  send(scheme, method, pathname, options);

/** The site itself, as nginx reaches it: over HTTPS by the trusted proxy's word. */
const fromSite = (pathname: string, headers: Record<string, string> = {}) =>
  send("site", "GET", pathname, { headers: { "x-forwarded-proto": "https", ...headers } });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const pageFile = (pathname: string) => path.join(server.dataDir, "pages/current", pageFileOf(pathname)!);

/** Views a page through nginx and waits until the site has written it: nginx's next answer comes from the file. */
async function keptAsFile(pathname: string): Promise<void> {
  const answer = await viaNginx("https", "GET", pathname);
  expect(answer.status, pathname).toBe(200);
  await expect.poll(() => existsSync(pageFile(pathname)), { message: pathname }).toBe(true);
}

const pagePaths = publicPagePaths.map((path) => (path === "/" ? "" : path));
let articlePath: string;
/** Every public page in every language, and an article. */
const publicPages = () => [...["", "/hi", "/te", "/ur"].flatMap((prefix) => pagePaths.map((page) => prefix + page || "/")), articlePath];

/** A flushing write (the practice saved as it is): the pages start again in a new, empty generation. */
async function newGeneration(): Promise<void> {
  await admin(server, token, "PUT", "/api/admin/practice", await admin(server, token, "GET", "/api/admin/practice"));
}

const hopHeaders = ["date", "connection", "keep-alive", "server"];
const endToEnd = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopHeaders.includes(name)));

beforeAll(async () => {
  // A fixed port, so the server restarted in the last test is where nginx looks for it.
  const port = await freePort();
  server = await startServer({ port, env: { TRUST_PROXY: "1", SITE_URL: `https://localhost:${httpsPort}`, HOST: "127.0.0.1", PAGE_FILES: "true" } });
  // As the README sets DATA_DIR up: nginx's user may pass through it to pages/, and read nothing else.
  chmodSync(server.dataDir, 0o711);
  nginx = await startNginx({ upstreamPort: port, httpPort, httpsPort, dataDir: server.dataDir });
  token = await signIn(server);
  const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", {
    title: "Filed article",
    category: "Sleep",
    metatitle: "Filed article",
    metadescription: "An article served from a file",
    author: "Dr. Test",
    keywords: "sleep",
    content: [{ title: "First", description: "Some **bold** text." }],
  });
  await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
  articlePath = "/blogs/filed-article";
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  if (server) {
    await server.stop();
    removeDataDir(server);
  }
});

describe("deploy/nginx.conf in front of the built server", () => {
  it("redirects HTTP to HTTPS and serves the pages over HTTPS with HSTS, so the site knows the visit was secure", async () => {
    const plain = await viaNginx("http", "GET", "/blogs?page=2");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://localhost/blogs?page=2");

    const home = await viaNginx("https", "GET", "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body).toContain("<html");
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");

    const signin = await viaNginx("https", "POST", "/api/auth/signin", { body: testAdmin });
    expect(signin.status).toBe(200);
    const cookie = (signin.headers["set-cookie"] ?? []).find((value) => value.startsWith("admin_session="));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(server.logs.some((line) => line.includes("TRUST_PROXY is 0"))).toBe(false);
  });

  it("passes the health check on to the site", async () => {
    const health = await viaNginx("https", "GET", "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toStrictEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
  });

  it("passes the visitor's real address: a forged X-Forwarded-For neither dodges the sign-in lock nor reaches the log", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await viaNginx("https", "POST", "/api/auth/signin", {
        body: { email: `nobody${attempt}@test.example`, password: "a wrong guess" },
        headers: { "x-forwarded-for": `203.0.113.${attempt}` },
      });
      expect(guess.status).toBe(401);
    }
    const sixth = await viaNginx("https", "POST", "/api/auth/signin", {
      body: { email: "nobody9@test.example", password: "a wrong guess" },
      headers: { "x-forwarded-for": "198.51.100.99" },
    });
    expect(sixth.status).toBe(429);
    // The 15-minute lock began with the first guess, a moment ago.
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThanOrEqual(890);
    expect(Number(sixth.headers["retry-after"])).toBeLessThanOrEqual(900);

    const listed = await viaNginx("https", "POST", "/api/admin/activity", { body: { search: "nobody" }, headers: { authorization: `Bearer ${token}` } });
    const targets = new Set((JSON.parse(listed.body).data.activity as { target: string }[]).map((entry) => entry.target));
    expect([...targets]).toEqual(["from 127.0.0.1"]);
  });
});

describe("public pages as files (PAGE_FILES)", () => {
  it("answers every public page in every language from its file with the site's bytes and headers, in each coding", async () => {
    await newGeneration();
    for (const pathname of publicPages()) {
      await keptAsFile(pathname);
      for (const coding of ["br", "gzip", "identity"]) {
        const headers = { "accept-encoding": coding };
        const file = await viaNginx("https", "GET", pathname, { headers });
        const site = await fromSite(pathname, headers);
        expect(file.status, pathname).toBe(200);
        expect(endToEnd(file.headers), `${pathname} ${coding}`).toEqual(endToEnd(site.headers));
        expect(file.bytes.equals(site.bytes), `${pathname} ${coding}`).toBe(true);
        // One ETag from memory and from the file: a browser's copy from either is still good at the other.
        const again = await viaNginx("https", "GET", pathname, { headers: { ...headers, "if-none-match": String(site.headers.etag) } });
        expect(again.status, pathname).toBe(304);
      }
    }
    // An admin gets the page rendered for them, and a missing post is never written.
    const signedIn = await viaNginx("https", "GET", "/about-me", { headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.headers["content-security-policy"]).toMatch(/'nonce-/);
    expect((await viaNginx("https", "GET", "/blogs/no-such-post")).status).toBe(404);
    expect(existsSync(path.join(server.dataDir, "pages/current/blogs/no-such-post"))).toBe(false);
  }, 120_000);

  it("refuses an inline script injected into a page's file: the page's own policy lists only its scripts' hashes", async () => {
    await keptAsFile("/privacy");
    const file = pageFile("/privacy");
    writeFileSync(file, readFileSync(file, "utf8").replace("</body>", "<script>window.injected = true;</script></body>"));
    rmSync(`${file}.br`);
    rmSync(`${file}.gz`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
    try {
      const page = await browser.newPage({ ignoreHTTPSErrors: true });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective));
      });
      const response = await page.goto(`https://127.0.0.1:${httpsPort}/privacy`, { waitUntil: "load" });
      expect(await response!.text()).toContain("window.injected = true");
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      // Only the injected script is refused: the page's own inline scripts ran.
      await expect.poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(["script-src-elem"]);
    } finally {
      await browser.close();
      await newGeneration();
    }
  }, 60_000);
});

describe("every write shows on the next anonymous view through nginx, equal to a fresh render", () => {
  let fresh = 0;
  // The time a page was rendered differs between two renders, and with it the hash of the script that carries it.
  const comparable = (html: string) => html.replace(/\\"renderedAt\\",\d+/, "renderedAt").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");

  async function view(pathname: string): Promise<View> {
    const answer = await viaNginx("https", "GET", pathname);
    if (answer.status === 200 && String(answer.headers["content-type"]).startsWith("text/html")) {
      // An address the page cache has not seen renders anew, and the query changes nothing on these pages.
      fresh += 1;
      const rendered = await fromSite(`${pathname}${pathname.includes("?") ? "&" : "?"}fresh=${fresh}`);
      expect(comparable(answer.body), pathname).toBe(comparable(rendered.body));
    }
    return { status: answer.status, etag: (answer.headers.etag as string | undefined) ?? null, text: answer.body, location: answer.headers.location ?? null };
  }

  /** Kept: the same ETag twice and, for a page nginx reads from a file, the file written. */
  async function cached(...pathnames: string[]): Promise<void> {
    for (const pathname of pathnames) {
      const first = await view(pathname);
      const second = await view(pathname);
      expect(second.etag, pathname).toBe(first.etag);
      if (pageFileOf(pathname) && !/\.\w+$/.test(pathname)) await expect.poll(() => existsSync(pageFile(pathname)), { message: pathname }).toBe(true);
    }
  }

  const site = { view, cached, walked: new Set<string>() } as Omit<WalkSite, "server" | "token"> as WalkSite;
  beforeAll(() => {
    site.server = server;
    site.token = token;
  });
  for (const [name, step] of everyWriteWalk(site)) it(name, step, 40_000);
});

describe("with the site stopped", () => {
  async function down(pages: Map<string, Buffer>) {
    for (const [pathname, bytes] of pages) {
      const answer = await viaNginx("https", "GET", pathname, { headers: { "accept-encoding": "br" } });
      expect(answer.status, pathname).toBe(200);
      expect(answer.bytes.equals(bytes), pathname).toBe(true);
    }
    // The scripts and styles the pages name come from the build.
    const home = await viaNginx("https", "GET", "/");
    for (const asset of home.body.match(/\/assets\/[\w.-]+\.(?:js|css)/g)!.slice(0, 3)) {
      expect((await viaNginx("https", "GET", asset)).status, asset).toBe(200);
    }
    const write = await viaNginx("https", "PUT", "/api/admin/practice", { body: {}, headers: { authorization: `Bearer ${token}` } });
    expect(write.status).toBe(503);
    expect(write.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(write.body)).toEqual({ success: false, message: "The site is restarting. Please try again in a minute." });
    expect((await viaNginx("https", "GET", "/api/health")).status).toBe(503);
  }

  async function viewedAsFiles(): Promise<Map<string, Buffer>> {
    const pages = new Map<string, Buffer>();
    for (const pathname of publicPages()) {
      await keptAsFile(pathname);
      pages.set(pathname, (await viaNginx("https", "GET", pathname, { headers: { "accept-encoding": "br" } })).bytes);
    }
    return pages;
  }

  it("answers every public page in every language from its file, and the API 503; back, the next write shows", async () => {
    const pages = await viewedAsFiles();
    await server.stop();
    await down(pages);

    server = await server.restart();
    await keptAsFile("/about-me");
    const practice = await admin(server, token, "GET", "/api/admin/practice");
    await admin(server, token, "PUT", "/api/admin/practice", { ...practice, shortName: "Back Again Practice" });
    expect((await viaNginx("https", "GET", "/about-me")).body).toContain("Back Again Practice");

    // A crash: no shutdown at all.
    const pagesAgain = await viewedAsFiles();
    process.kill(server.pid, "SIGKILL");
    await expect.poll(async () => (await viaNginx("https", "GET", "/api/health")).status).toBe(503);
    await down(pagesAgain);
  }, 120_000);
});
