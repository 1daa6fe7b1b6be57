import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { createPageCache } from "./page-cache.ts";
import { createPageFiles, pageFileOf } from "./page-files.ts";

const logger = createLogger("silent");
const dirs: string[] = [];
function pagesDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "page-files-"));
  dirs.push(dir);
  return path.join(dir, "pages");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const forms = (text: string) => ({
  identity: { body: Buffer.from(text), mtimeSeconds: 1000 },
  gzip: { body: Buffer.from(`gz ${text}`), mtimeSeconds: 2000 },
  br: { body: Buffer.from(`br ${text}`), mtimeSeconds: 3000 },
});

const current = (dir: string) => path.join(dir, readlinkSync(path.join(dir, "current")));

describe("pageFileOf", () => {
  it("names the file nginx's try_files $uri/index.html finds, and nothing for an address it would read as another", () => {
    expect(pageFileOf("/")).toBe("index.html");
    expect(pageFileOf("/hi/about-me")).toBe("hi/about-me/index.html");
    expect(pageFileOf("/hi/blogs/%E0%A4%A8%E0%A5%80%E0%A4%82%E0%A4%A6")).toBe("hi/blogs/नींद/index.html");
    for (const url of ["/blogs?page=2", "/about-me/", "//about-me", "/a/../b", "/a/%2E%2E/b", "/a%2Fb", "/%E0%A4", "/a%00b", "/a\\b", "about-me"]) {
      expect(pageFileOf(url), url).toBeNull();
    }
  });
});

describe("page generations", () => {
  it("start empty, switch atomically, and write a page only into the generation that is still current", async () => {
    const dir = pagesDir();
    const files = createPageFiles({ dir, logger, now: () => new Date() });
    const first = files.currentGeneration();
    await files.write(first, "/hi/about-me", forms("one"));
    const page = path.join(current(dir), "hi/about-me/index.html");
    expect(readFileSync(page, "utf8")).toBe("one");
    expect(readFileSync(`${page}.br`, "utf8")).toBe("br one");
    expect(readFileSync(`${page}.gz`, "utf8")).toBe("gz one");
    // nginx tags a file by its time and size: the time the page cache chose, readable by nginx's user.
    expect(statSync(`${page}.br`).mtimeMs).toBe(3000 * 1000);
    expect(statSync(page).mode & 0o777).toBe(0o644);
    expect(statSync(path.dirname(page)).mode & 0o777).toBe(0o755);

    files.switchGeneration();
    expect(files.currentGeneration()).not.toBe(first);
    expect(readdirSync(current(dir))).toEqual([]);
    // A render that began before the switch has nowhere to go.
    await files.write(first, "/about-me", forms("stale"));
    expect(existsSync(path.join(current(dir), "about-me/index.html"))).toBe(false);
    expect(existsSync(path.join(dir, first, "about-me/index.html"))).toBe(false);
    files.close();

    // A restart starts a new generation after the last one on disk.
    const again = createPageFiles({ dir, logger, now: () => new Date() });
    expect(Number(again.currentGeneration().slice(1))).toBeGreaterThan(Number(files.currentGeneration().slice(1)));
    again.close();
  });

  it("stay bounded: retired generations are removed once the grace period has passed, the current one stays", async () => {
    const dir = pagesDir();
    let clock = Date.parse("2026-12-01T00:00:00Z");
    const files = createPageFiles({ dir, logger, now: () => new Date(clock), graceMs: 30_000 });
    for (let write = 0; write < 50; write += 1) {
      await files.write(files.currentGeneration(), `/blogs/post-${write}`, forms(String(write)));
      files.switchGeneration();
      clock += 1000;
    }
    await files.write(files.currentGeneration(), "/", forms("home"));
    // Those retired within the last 30 s stay, for nginx's requests in flight.
    await files.sweep();
    const generations = () => readdirSync(dir).filter((name) => name !== "current");
    expect(generations().length).toBeLessThanOrEqual(32);
    expect(generations().length).toBeGreaterThan(1);
    clock += 30_001;
    await files.sweep();
    expect(generations()).toEqual([files.currentGeneration()]);
    expect(readFileSync(path.join(current(dir), "index.html"), "utf8")).toBe("home");
    files.close();
  });
});

describe("the page cache with page files", () => {
  it("serves a render that raced a write once, but writes it nowhere nginx could find it, and writes the next render", async () => {
    const dir = pagesDir();
    const files = createPageFiles({ dir, logger, now: () => new Date() });
    const cache = createPageCache({ enabled: true, maxBytes: 1 << 20, trustedProxyHops: 0, logger, files });
    let release: () => void = () => {};
    let started = false;
    let version = "before the write";
    const render = async () => {
      const text = version;
      if (text === "before the write") {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return {
        status: 200,
        headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
        body: Buffer.from(`<!DOCTYPE html><html><head><meta charset="utf-8"/><script>1</script></head><body>${text}</body></html>`),
      };
    };
    const app = express();
    app.use(cache.markCacheable, (_req, res, next) => {
      res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'");
      next();
    });
    app.use(cache.fill(render));
    const server = app.listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/about-me`;
    try {
      const raced = fetch(url).then((response) => response.text());
      await expect.poll(() => started).toBe(true);
      version = "after the write";
      cache.clear();
      release();
      expect(await raced).toContain("before the write");
      const page = path.join(current(dir), "about-me/index.html");
      // The raced page is neither in memory nor on disk; the next view renders and writes the new text.
      const next = await fetch(url, { headers: { "accept-encoding": "identity" } });
      const text = await next.text();
      expect(text).toContain("after the write");
      await expect.poll(() => existsSync(page)).toBe(true);
      expect(readFileSync(page, "utf8")).toBe(text);
      for (const generation of readdirSync(dir).filter((name) => name !== "current")) {
        const file = path.join(dir, generation, "about-me/index.html");
        if (existsSync(file)) expect(readFileSync(file, "utf8")).not.toContain("before the write");
      }
      // The script hashes travel in the page; the header is the same for every page.
      expect(text).toMatch(/<meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^']+'"\/>/);
      expect(next.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
      expect(next.headers.get("etag")).toBe(`"${(statSync(page).mtimeMs / 1000).toString(16)}-${statSync(page).size.toString(16)}"`);
    } finally {
      server.close();
      files.close();
    }
  });
});

describe("what the page cache writes as files", () => {
  it("is only a document that carries its own script policy: a feed, or a page with nowhere to put the meta, stays in memory", async () => {
    const dir = pagesDir();
    const files = createPageFiles({ dir, logger, now: () => new Date() });
    const cache = createPageCache({ enabled: true, maxBytes: 1 << 20, trustedProxyHops: 0, logger, files });
    const bodies: Record<string, [string, string]> = {
      "/rss.xml": ["application/rss+xml", "<rss><script>1</script></rss>"],
      "/bare": ["text/html; charset=utf-8", "<html><head><script>1</script></head><body>no charset</body></html>"],
      "/page": ["text/html; charset=utf-8", '<html><head><meta charset="utf-8"/><script>1</script></head><body>a page</body></html>'],
    };
    const app = express();
    app.use(cache.markCacheable, (_req, res, next) => {
      res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-abc'");
      next();
    });
    app.use(
      cache.fill(async (req) => {
        const [type, body] = bodies[req.path]!;
        return { status: 200, headers: new Headers({ "content-type": type }), body: Buffer.from(body) };
      }),
    );
    const server = app.listen(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const pathname of Object.keys(bodies)) await (await fetch(base + pathname)).text();
      const bare = await fetch(`${base}/bare`);
      expect(bare.headers.get("content-security-policy")).toMatch(/^script-src 'self' 'sha256-/);
      await expect.poll(() => existsSync(path.join(current(dir), "page/index.html"))).toBe(true);
      expect(readdirSync(current(dir))).toEqual(["page"]);
    } finally {
      server.close();
      files.close();
    }
  });
});
