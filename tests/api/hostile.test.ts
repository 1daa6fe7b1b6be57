// The server under hostile or unlucky traffic: odd methods on pages, a database locked by another process,
// and the session cookie when the configuration says HTTPS but the proxy hop count is wrong.
import { request } from "node:http";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseFile } from "../../server/db/connection.ts";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: "debug" } });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

/** The busy wait every connection opens with (server/db/connection.ts), which requests must not inherit. */
const startupBusyWaitMs = 5_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const logEntries = () => server.logs.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);

/** A raw request, so methods fetch refuses (TRACE) can be sent too. */
function rawRequest(method: string, pathname: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${pathname}`, { method }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods other than GET and HEAD on a page", () => {
  it("answer 405 with Allow: GET, HEAD, never 500, and log one debug line without a stack", async () => {
    const methods = ["TRACE", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
    const paths = ["/", "/blogs", "/contact-me", "/no-such-page", "/robots.txt", "/admin"];
    for (const method of methods) {
      for (const pathname of paths) {
        const answer = await rawRequest(method, pathname);
        expect(answer.status, `${method} ${pathname}`).toBe(405);
        expect(answer.allow, `${method} ${pathname}`).toBe("GET, HEAD");
        expect(answer.body).not.toMatch(/at .*\.js:\d+/);
      }
    }
    expect((await rawRequest("GET", "/")).status).toBe(200);
    expect((await rawRequest("HEAD", "/blogs")).status).toBe(200);

    const refusals = logEntries().filter((entry) => entry.msg === "page method not allowed");
    expect(refusals).toHaveLength(methods.length * paths.length);
    expect(refusals.every((entry) => entry.level === 20 && entry.err === undefined)).toBe(true);
    expect(logEntries().filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    expect(server.logs.some((line) => /\n?\s+at \S+ \(/.test(line))).toBe(false);
  });
});

describe("another process holding the database's write lock", () => {
  it("makes a write answer 503 with Retry-After at once, while reads go on; the write works once the lock is gone", async () => {
    const contact = { name: "Asha", mobile: "+91 90000 11111", email: "asha@example.com", message: "While locked" };
    // A second, real SQLite connection from this process, as a backup script or a careless sqlite3 shell would be.
    const sqlite = new BetterSqlite3(databaseFile(server.dataDir));
    // The control: the same write with nobody holding the lock, on this machine, now.
    const { ms: unlockedMs } = await timed(() => call(server, "POST", "/api/user/contact/create", contact));
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      const { result: refused, ms: lockedMs } = await timed(() => call(server, "POST", "/api/user/contact/create", contact));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ success: false });
      expect(refused.body.message).toMatch(/busy/i);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      // What the lock added is SQLite's busy wait, a sleep, whatever the machine's speed: the request's 100 ms, where
      // the 5 s the connection opens with would add more than half of it.
      expect(lockedMs - unlockedMs).toBeLessThan(startupBusyWaitMs / 2);
      console.log(`write under another process's lock: ${refused.status} after ${Math.round(lockedMs)} ms (${Math.round(unlockedMs)} ms unlocked)`);

      const read = await call(server, "GET", "/api/user/blog");
      expect(read.status).toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      sqlite.exec("ROLLBACK");
      sqlite.close();
    }
    const accepted = await call(server, "POST", "/api/user/contact/create", contact);
    expect(accepted.status).toBe(201);
    const warning = logEntries().find((entry) => entry.msg?.toString().includes("write lock"));
    expect(warning).toMatchObject({ level: 40, url: "/api/user/contact/create" });
    expect(JSON.stringify(warning)).not.toContain("asha@example.com");
  });
});

describe("SITE_URL with https", () => {
  it("marks the session cookie Secure even when TRUST_PROXY is 0, and warns about the hop count at start-up", async () => {
    const https = await startServer({ env: { SITE_URL: "https://doctor.example", TRUST_PROXY: "0" } });
    try {
      const signin = await call(https, "POST", "/api/auth/signin", testAdmin);
      expect(signin.status).toBe(200);
      const cookie = signin.response.headers.getSetCookie().find((value) => value.startsWith("admin_session="));
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(https.logs.some((line) => line.includes("TRUST_PROXY is 0") && line.includes('"level":40'))).toBe(true);
    } finally {
      await https.stop();
      removeDataDir(https);
    }
    expect(server.logs.some((line) => line.includes("TRUST_PROXY is 0"))).toBe(false);
    const plain = await call(server, "POST", "/api/auth/signin", testAdmin);
    const cookie = plain.response.headers.getSetCookie().find((value) => value.startsWith("admin_session="));
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
