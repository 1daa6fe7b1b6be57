import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
  await bed.services.admins.ensure("Doctor@Clinic.example", "a-long-enough-password");
});
afterEach(async () => {
  await bed.close();
});

const right = { email: "doctor@clinic.example", password: "a-long-enough-password", address: "203.0.113.1" };

async function signedIn(input = right) {
  const result = await bed.services.sessions.signIn(input);
  if (result.outcome !== "signed-in") throw new Error(`expected a session, got ${result.outcome}`);
  return result;
}

describe("admins", () => {
  it("keeps the e-mail in lower case and only an argon2id hash of the password", async () => {
    expect(await bed.services.admins.count()).toBe(1);
    const row = bed.sqlite.prepare("SELECT email, password_hash FROM admins").get() as { email: string; password_hash: string };
    expect(row.email).toBe("doctor@clinic.example");
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain("a-long-enough-password");
    expect(await bed.services.admins.verify(" DOCTOR@clinic.example ", "a-long-enough-password")).toMatchObject({ email: "doctor@clinic.example" });
    expect(await bed.services.admins.verify("doctor@clinic.example", "wrong")).toBeNull();
    expect(await bed.services.admins.verify("nobody@clinic.example", "a-long-enough-password")).toBeNull();
  });

  it("ensure with the same password keeps sessions; a new password revokes them", async () => {
    const { token } = await signedIn();
    expect(await bed.services.admins.ensure("doctor@clinic.example", "a-long-enough-password")).toBe("unchanged");
    expect(await bed.services.sessions.authenticate(token)).not.toBeNull();
    expect(await bed.services.admins.ensure("doctor@clinic.example", "another-long-password")).toBe("updated");
    expect(await bed.services.sessions.authenticate(token)).toBeNull();
    expect(await bed.services.admins.verify("doctor@clinic.example", "another-long-password")).not.toBeNull();
  });
});

describe("sessions", () => {
  it("opens a session whose token is kept only as a hash, and signs it out", async () => {
    const { token, expiresAt } = await signedIn();
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(11 * 3600 * 1000);
    const stored = bed.sqlite.prepare("SELECT token_hash FROM sessions").all() as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);

    expect(await bed.services.sessions.authenticate(token)).toMatchObject({ email: "doctor@clinic.example", expiresAt });
    await bed.services.sessions.signOut(token);
    expect(await bed.services.sessions.authenticate(token)).toBeNull();
  });

  it("does not accept an expired, unknown or oversized token", async () => {
    const { token } = await signedIn();
    bed.sqlite.prepare("UPDATE sessions SET expires_at = ?").run(new Date(Date.now() - 1000).toISOString());
    expect(await bed.services.sessions.authenticate(token)).toBeNull();
    expect(await bed.services.sessions.authenticate("unknown-token")).toBeNull();
    expect(await bed.services.sessions.authenticate("x".repeat(500))).toBeNull();
    expect(await bed.services.sessions.authenticate("")).toBeNull();
  });

  it("locks an e-mail after 5 failures, even for the right password, from any address", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await bed.services.sessions.signIn({ ...right, password: "wrong", address: `198.51.100.${attempt}` })).toEqual({ outcome: "invalid" });
    }
    const locked = await bed.services.sessions.signIn({ ...right, address: "198.51.100.200" });
    expect(locked.outcome).toBe("locked");
    if (locked.outcome === "locked") expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("locks an address after 5 failures, whichever e-mails it tried", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await bed.services.sessions.signIn({ email: `guess${attempt}@clinic.example`, password: "wrong", address: "192.0.2.9" });
    }
    expect((await bed.services.sessions.signIn({ ...right, address: "192.0.2.9" })).outcome).toBe("locked");
    expect((await bed.services.sessions.signIn({ ...right, address: "192.0.2.10" })).outcome).toBe("signed-in");
  });
});
