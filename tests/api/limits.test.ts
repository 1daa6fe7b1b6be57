import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { bearer, everything, publishedBlog, signIn } from "./helpers.ts";

// TRUST_PROXY=1 lets each test speak from its own client address through X-Forwarded-For.
let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
  token = await signIn(server, testAdmin, from("10.0.0.1"));
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

function from(address: string): Record<string, string> {
  return { "x-forwarded-for": address };
}

const contact = { name: "Limit Test", email: "limit@test.example", mobile: "9876543210", message: "Hello" };

describe("public POST rate limit", () => {
  it("allows 10 contact messages per address in 10 minutes, then answers 429 with Retry-After and stores nothing", async () => {
    const address = from("10.1.0.1");
    for (let index = 0; index < 10; index += 1) {
      const { status } = await call(server, "POST", "/api/user/contact/create", contact, address);
      expect(status).toBe(201);
    }
    const before = (await everything(server, token)).contacts.total;
    const refused = await call(server, "POST", "/api/user/contact/create", contact, address);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toEqual(expect.any(String));
    const retryAfter = Number(refused.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await everything(server, token)).contacts.total).toBe(before);

    const otherSpelling = await call(server, "POST", "/api/USER/contact/create/", contact, address);
    expect(otherSpelling.status).toBe(429);

    const otherAddress = await call(server, "POST", "/api/user/contact/create", contact, from("10.1.0.2"));
    expect(otherAddress.status).toBe(201);
  });

  it("keeps a separate budget per path, and counts comments the same way", async () => {
    const address = from("10.2.0.1");
    const blogid = await publishedBlog(server, token, "Rate limited comments");
    const comment = { blogid, ...contact };
    for (let index = 0; index < 10; index += 1) {
      expect((await call(server, "POST", "/api/user/contact/create", contact, address)).status).toBe(201);
    }
    expect((await call(server, "POST", "/api/user/contact/create", contact, address)).status).toBe(429);
    for (let index = 0; index < 10; index += 1) {
      expect((await call(server, "POST", "/api/user/comment/create", comment, address)).status).toBe(201);
    }
    const before = (await everything(server, token)).comments.total;
    const refused = await call(server, "POST", "/api/user/comment/create", comment, address);
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await everything(server, token)).comments.total).toBe(before);
  });

  it("never holds back a caller with a valid admin session", async () => {
    const address = from("10.3.0.1");
    for (let index = 0; index < 15; index += 1) {
      const { status } = await call(server, "POST", "/api/user/contact/create", contact, { ...address, ...bearer(token) });
      expect(status).toBe(201);
    }
    for (let index = 0; index < 30; index += 1) {
      expect((await call(server, "POST", "/api/admin/contact", {}, { ...address, ...bearer(token) })).status).toBe(200);
    }
  });
});

describe("sign-in lockout", () => {
  it("locks an address after 5 failures, even for the right password, with Retry-After", async () => {
    const address = from("10.4.0.1");
    for (let index = 0; index < 5; index += 1) {
      const { status } = await call(server, "POST", "/api/auth/signin", { email: `guess${index}@test.example`, password: "wrong" }, address);
      expect(status).toBe(401);
    }
    const locked = await call(server, "POST", "/api/auth/signin", testAdmin, address);
    expect(locked.status).toBe(429);
    expect(locked.body.success).toBe(false);
    expect(locked.body).not.toHaveProperty("data");
    const retryAfter = Number(locked.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.response.headers.get("set-cookie")).toBeNull();

    const elsewhere = await call(server, "POST", "/api/auth/signin", testAdmin, from("10.4.0.2"));
    expect(elsewhere.status).toBe(200);
  });

  it("locks an e-mail after 5 failures from any addresses", async () => {
    for (let index = 0; index < 5; index += 1) {
      const { status } = await call(server, "POST", "/api/auth/signin", { email: testAdmin.email, password: `wrong ${index}` }, from(`10.5.0.${index + 1}`));
      expect(status).toBe(401);
    }
    const locked = await call(server, "POST", "/api/auth/signin", testAdmin, from("10.5.1.1"));
    expect(locked.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toMatch(/^\d+$/);
    const lockedOtherCase = await call(server, "POST", "/api/auth/signin", { ...testAdmin, email: testAdmin.email.toUpperCase() }, from("10.5.1.2"));
    expect(lockedOtherCase.status).toBe(429);
    const otherEmail = await call(server, "POST", "/api/auth/signin", { email: "someone-else@test.example", password: "whatever it is" }, from("10.5.1.3"));
    expect(otherEmail.status).toBe(401);
  });

  it("leaves sessions opened before the lockout working", async () => {
    expect((await call(server, "GET", "/api/auth/session", undefined, bearer(token))).status).toBe(200);
  });
});
