import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  // Pages rendered per request (the nonce path); page-cache.test.ts covers cached pages and their hash-based CSP.
  server = await startServer({ env: { PAGE_CACHE: "false" } });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe("the process", () => {
  it("serves the home page with an enforced, nonce-based CSP and no X-Powered-By", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const second = await fetch(`${server.url}/`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("sends a Permissions-Policy with camera, microphone, geolocation, payment and USB off on every answer", async () => {
    const home = await fetch(`${server.url}/`);
    const script = /\/assets\/[\w.-]+\.js/.exec(await home.text())?.[0];
    if (!script) throw new Error("no script on the home page");
    const answers = [
      home,
      await fetch(`${server.url}${script}`),
      await fetch(`${server.url}/blogs/no-such-post`),
      await fetch(`${server.url}/api/user/blog`),
      await fetch(`${server.url}/api/nothing/here`),
      await fetch(`${server.url}/api/health`),
      await fetch(`${server.url}/api/auth/signin`, { method: "PUT" }),
      await fetch(`${server.url}/uploads/nothing.jpg`),
      await fetch(`${server.url}/robots.txt`),
      await fetch(`${server.url}/favicon.svg`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("permissions-policy"), `${answer.url} ${answer.status}`).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    }
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const { status, body } = await call(server, "GET", "/api/nothing/here");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false });
    expect(typeof body.message).toBe("string");
  });

  it("sends HSTS only when the request came over HTTPS through a trusted proxy", async () => {
    const behindProxy = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const secure = await fetch(`${behindProxy.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      const plain = await fetch(`${behindProxy.url}/`);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await behindProxy.stop();
      removeDataDir(behindProxy);
    }
    const direct = await fetch(`${server.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(direct.headers.get("strict-transport-security")).toBeNull();
  });

  it("exits 0 on SIGTERM", async () => {
    const other = await startServer();
    expect(await other.stop()).toBe(0);
    removeDataDir(other);
  });

  it("finishes a request in flight before it exits on SIGTERM", async () => {
    const other = await startServer();
    const body = JSON.stringify({ name: "Asha", mobile: "+91 90000 11111", email: "asha@example.com", message: "Sent during shutdown" });
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${other.url}/api/user/contact/create`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, half));
      // The server is told to stop while this request's body is still arriving.
      setTimeout(() => {
        exited = other.stop();
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });
    let exited: Promise<number | null> = Promise.resolve(null);
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ success: true });
    expect(await exited).toBe(0);
    const restarted = await startServer({ dataDir: other.dataDir });
    try {
      const signin = await call(restarted, "POST", "/api/auth/signin", testAdmin);
      const auth = { authorization: `Bearer ${signin.body.data.encoded_token}` };
      const listed = await call(restarted, "POST", "/api/admin/contact", {}, auth);
      expect(listed.body.data.contact.map((contact: { message: string }) => contact.message)).toContain("Sent during shutdown");
    } finally {
      await restarted.stop();
      removeDataDir(restarted);
    }
  });
});
