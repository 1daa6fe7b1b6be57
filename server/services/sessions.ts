import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/connection.ts";
import type { AdminService } from "./admins.ts";
import { normaliseEmail } from "./admins.ts";
import { createSlidingWindow } from "./rate-limit.ts";
import { newId, nowIso } from "./records.ts";

export type Session = { adminId: string; email: string; expiresAt: string };

export type SigninResult =
  | { outcome: "signed-in"; token: string; expiresAt: string }
  | { outcome: "invalid" }
  | { outcome: "locked"; retryAfterSeconds: number };

/** API.md: 5 failures for one e-mail or from one address within 15 minutes lock sign-in for it. */
const lockout = { failures: 5, windowMs: 15 * 60 * 1000 };

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createSessionService(db: Db, admins: AdminService, options: { ttlHours: number }) {
  const failures = createSlidingWindow({ limit: lockout.failures, windowMs: lockout.windowMs });

  return {
    /**
     * Checks the password and opens a session: a 256-bit random token of which only the SHA-256 is kept.
     * While the e-mail or the address is locked out, even the right password is refused.
     */
    async signIn(input: { email: string; password: string; address: string }): Promise<SigninResult> {
      const keys = [`email:${normaliseEmail(input.email)}`, `address:${input.address}`];
      const locked = keys.map((key) => failures.check(key)).filter((verdict) => !verdict.allowed);
      if (locked.length > 0) {
        return { outcome: "locked", retryAfterSeconds: Math.max(...locked.map((verdict) => verdict.retryAfterSeconds)) };
      }
      const admin = await admins.verify(input.email, input.password);
      if (!admin) {
        for (const key of keys) failures.record(key);
        return { outcome: "invalid" };
      }
      const token = randomBytes(32).toString("base64url");
      const now = new Date();
      const expiresAt = new Date(now.getTime() + options.ttlHours * 3600 * 1000).toISOString();
      await db.deleteFrom("sessions").where("expires_at", "<", now.toISOString()).execute();
      await db
        .insertInto("sessions")
        .values({ id: newId(), admin_id: admin.id, token_hash: tokenHash(token), created_at: now.toISOString(), expires_at: expiresAt })
        .execute();
      return { outcome: "signed-in", token, expiresAt };
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
