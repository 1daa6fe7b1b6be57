import type { Db } from "../db/connection.ts";
import type { AdminService } from "./admins.ts";
import { normaliseEmail } from "./admins.ts";
import { createSlidingWindow } from "./rate-limit.ts";
import { newToken, tokenHash } from "./tokens.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";

export type Session = { adminId: string; email: string; expiresAt: string };

export type SigninResult =
  | { outcome: "signed-in"; token: string; expiresAt: string; device: { token: string; expiresAt: string } | null }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number };

/** API.md: 5 failures for one e-mail or from one address within 15 minutes lock sign-in for it. */
const lockout = { failures: 5, windowMs: 15 * 60 * 1000 };

/** How long a browser that signed in stays exempt from the per-e-mail lock-out. */
const deviceTtlMs = 30 * 24 * 3600 * 1000;

export function createSessionService(db: Db, admins: AdminService, options: { ttlHours: number }) {
  const failures = createSlidingWindow({ limit: lockout.failures, windowMs: lockout.windowMs });

  /** Whether this device cookie was issued to this e-mail's admin and is still valid. */
  async function knownDevice(deviceToken: string | undefined, email: string): Promise<boolean> {
    if (!deviceToken || deviceToken.length > 200) return false;
    const row = await db
      .selectFrom("admin_devices")
      .innerJoin("admins", "admins.id", "admin_devices.admin_id")
      .select("admin_devices.id")
      .where("admin_devices.token_hash", "=", tokenHash(deviceToken))
      .where("admin_devices.expires_at", ">", nowIso())
      .where("admins.email", "=", email)
      .executeTakeFirst();
    return Boolean(row);
  }

  async function issueDevice(adminId: string, now: Date) {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + deviceTtlMs).toISOString();
    await db.deleteFrom("admin_devices").where("expires_at", "<", now.toISOString()).execute();
    await db
      .insertInto("admin_devices")
      .values({ id: newId(), admin_id: adminId, token_hash: tokenHash(token), created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  return {
    /**
     * Checks the password and opens a session: a 256-bit random token of which only the SHA-256 is kept.
     * Every attempt is counted before its password is checked and given back only when it was right, so
     * at most 5 wrong passwords are ever checked per e-mail or address in 15 minutes, however many arrive
     * at once. While locked out, even the right password is refused; a browser that signed in before
     * (its device cookie) is exempt from the per-e-mail lock, never from the per-address one.
     */
    async signIn(input: { email: string; password: string; address: string; deviceToken?: string }): Promise<SigninResult> {
      const email = normaliseEmail(input.email);
      const trustedDevice = await knownDevice(input.deviceToken, email);
      const keys = [`address:${input.address}`, ...(trustedDevice ? [] : [`email:${email}`])];
      const attempt = failures.takeAll(keys);
      if (!attempt.allowed) return { outcome: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
      const admin = await admins.verify(email, input.password);
      if (!admin) return { outcome: "invalid" };
      attempt.release();
      const token = newToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + options.ttlHours * 3600 * 1000).toISOString();
      await db.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).execute();
      await db
        .insertInto("sessions")
        .values({ id: newId(), admin_id: admin.id, token_hash: tokenHash(token), created_at: now.toISOString(), expires_at: expiresAt })
        .execute();
      const device = trustedDevice ? null : await issueDevice(admin.id, now);
      return { outcome: "signed-in", token, expiresAt, device };
    },

    /** The live session of this token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<Session | null> {
      if (!token || token.length > 200) return null;
      const row = await db
        .selectFrom("sessions")
        .innerJoin("admins", "admins.id", "sessions.admin_id")
        .select(["sessions.admin_id", "sessions.expires_at", "admins.email"])
        .where("sessions.token_hash", "=", tokenHash(token))
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", nowIso())
        .executeTakeFirst();
      return row ? { adminId: row.admin_id, email: row.email, expiresAt: row.expires_at } : null;
    },

    async signOut(token: string): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ revoked_at: nowIso() })
        .where("token_hash", "=", tokenHash(token))
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
