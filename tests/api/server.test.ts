import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe("the process", () => {
  it("serves the home page with an enforced, nonce-based CSP and no X-Powered-By", async () => {
    const response = await fetch(server.url + "/");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const second = await fetch(server.url + "/");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const { status, body } = await call(server, "GET", "/api/nothing/here");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false });
    expect(typeof body.message).toBe("string");
  });

  it("exits 0 on SIGTERM", async () => {
    const other = await startServer();
    expect(await other.stop()).toBe(0);
    removeDataDir(other);
  });
});
