import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, call, removeDataDir, startServer, testAdmin } from "../support/server.ts";
import { withDatabase } from "./helpers.ts";

// TRUST_PROXY=1 lets each test speak from its own client address through X-Forwarded-For.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

function from(address: string, cookie?: string): Record<string, string> {
  return cookie ? { "x-forwarded-for": address, cookie } : { "x-forwarded-for": address };
}

function signIn(credentials: { email: string; password: string }, headers: Record<string, string>) {
  return call(server, "POST", "/api/auth/signin", credentials, headers);
}

function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The `admin_device=<value>` pair and the attributes of the device cookie a sign-in set. */
function deviceCookie(response: Response): { pair: string; attributes: string } {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("admin_device="));
  expect(header, "a device cookie").toBeDefined();
  const [pair, ...attributes] = header!.split(";").map((part) => part.trim());
  return { pair: pair!, attributes: attributes.join("; ") };
}

describe("sign-in under parallel guessing", () => {
  it("checks at most 5 wrong passwords from one address, however many arrive at once", async () => {
    const address = "10.20.0.1";
    const guesses = Array.from({ length: 40 }, (_, index) => signIn({ email: `guess${index}@test.example`, password: `wrong ${index}` }, from(address)));
    expect(statuses(await Promise.all(guesses))).toEqual({ 401: 5, 429: 35 });
    expect((await signIn(testAdmin, from(address))).status).toBe(429);
  });

  it("checks at most 5 wrong passwords for one e-mail from 40 addresses at once", async () => {
    const email = "parallel@test.example";
    const guesses = Array.from({ length: 40 }, (_, index) => signIn({ email, password: `wrong ${index}` }, from(`10.21.0.${index + 1}`)));
    expect(statuses(await Promise.all(guesses))).toEqual({ 401: 5, 429: 35 });
  });

  it("does not count a right password as a failure", async () => {
    const address = "10.22.0.1";
    for (let index = 0; index < 8; index += 1) expect((await signIn(testAdmin, from(address))).status).toBe(200);
  });
});

describe("device cookie", () => {
  let known: string;
  beforeAll(async () => {
    known = deviceCookie((await signIn(testAdmin, from("10.29.0.1"))).response).pair;
  });

  it("is set on a successful sign-in: HttpOnly, SameSite=Strict, for the auth endpoints, 30 days, stored hashed", async () => {
    const { status, response } = await signIn(testAdmin, from("10.30.0.1"));
    expect(status).toBe(200);
    const { pair, attributes } = deviceCookie(response);
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/SameSite=Strict/);
    expect(attributes).toMatch(/Path=\/api\/auth/);
    expect(attributes).not.toMatch(/Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(attributes)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);

    const value = pair.slice("admin_device=".length);
    expect(value.length).toBeGreaterThanOrEqual(40);
    const stored = withDatabase(server, (sqlite) => sqlite.prepare("SELECT token_hash FROM admin_devices").all() as { token_hash: string }[]);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(value);
  });

  it("lets the admin's own browser in while a stranger keeps the e-mail locked; the password and the address lock still apply", async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await signIn({ email: testAdmin.email, password: `wrong ${index}` }, from(`10.31.1.${index + 1}`))).status).toBe(401);
    }
    expect((await signIn(testAdmin, from("10.31.2.1"))).status).toBe(429);
    expect((await signIn(testAdmin, from("10.31.2.2", "admin_device=forged-value"))).status).toBe(429);

    const withDevice = await signIn(testAdmin, from("10.31.2.3", known));
    expect(withDevice.status).toBe(200);
    expect(withDevice.response.headers.getSetCookie().some((cookie) => cookie.startsWith("admin_device="))).toBe(false);

    const address = "10.31.3.1";
    for (let index = 0; index < 5; index += 1) {
      expect((await signIn({ ...testAdmin, password: `wrong ${index}` }, from(address, known))).status).toBe(401);
    }
    expect((await signIn(testAdmin, from(address, known))).status).toBe(429);
  });

  it("does not exempt another e-mail", async () => {
    const email = "someone-else@test.example";
    for (let index = 0; index < 5; index += 1) {
      expect((await signIn({ email, password: `wrong ${index}` }, from(`10.32.1.${index + 1}`))).status).toBe(401);
    }
    expect((await signIn({ email, password: "another guess" }, from("10.32.2.1", known))).status).toBe(429);
  });
});
