import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { SessionInfo } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import { now, nowIso } from "../db/clock.ts";
import { isDiskFull } from "../disk/full.ts";
import { newId } from "../db/ids.ts";
import type { AdminService } from "./admins.ts";
import { normaliseEmail } from "./admins.ts";
import type { AuthenticatorService } from "./authenticator.ts";
import type { PasskeyService } from "./passkeys.ts";
import { createSlidingWindow } from "./rate-limit.ts";
import { newToken, tokenHash } from "./tokens.ts";

export type Session = {
  id: string;
  adminId: string;
  email: string;
  expiresAt: string;
  /** When this session last confirmed a factor; dangerous acts need it within `freshForMs`. */
  verifiedAt: string | null;
};

export type Opened = { outcome: "signed-in"; token: string; expiresAt: string; device: { token: string; expiresAt: string } | null };
type Refused = { outcome: "invalid" } | { outcome: "locked"; retryAfterSeconds: number };

export type SigninResult = Opened | Refused | { outcome: "mfa-required"; mfaToken: string };
export type SecondStepResult = (Opened & { via: "totp" | "recovery" | "passkey" }) | Refused;
export type ReauthResult = { outcome: "confirmed"; via: "totp" | "recovery" | "passkey" | "password" } | Refused;

/** Who is signing in, as the request tells: for the lock-out, the device cookie and the sessions list. */
export type Client = { address: string; deviceToken?: string; userAgent?: string };

/** API.md: 5 failures for one e-mail or from one address within 15 minutes lock sign-in for it. */
const lockout = { failures: 5, windowMs: 15 * 60 * 1000 };

/** How long a browser that signed in stays exempt from the per-e-mail lock-out. */
const deviceTtlMs = 30 * 24 * 3600 * 1000;

/** Between the password and the code. */
const mfaTokenTtlMs = 5 * 60 * 1000;

/** How long a confirmed factor lets a session do what is dangerous (a backup download, an erasure, ...). */
const freshForMs = 15 * 60 * 1000;

/** The sessions list shows when a session was last used, to the minute; more writes would buy nothing. */
const lastSeenResolutionMs = 60 * 1000;

/** "Chrome on Android": enough for the admin to recognise a session; the full user agent is not kept. */
function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrome\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(agent)
    ? "Android"
    : /iPhone|iPad/.test(agent)
      ? "iOS"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

export function createSessionService(
  db: Db,
  deps: { admins: AdminService; authenticator: AuthenticatorService; passkeys: PasskeyService },
  options: { ttlHours: number },
) {
  const { admins, authenticator, passkeys } = deps;
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

  async function issueDevice(adminId: string, at: Date) {
    const token = newToken();
    const expiresAt = new Date(at.getTime() + deviceTtlMs).toISOString();
    await db.deleteFrom("admin_devices").where("expires_at", "<", at.toISOString()).execute();
    await db
      .insertInto("admin_devices")
      .values({ id: newId(), admin_id: adminId, token_hash: tokenHash(token), created_at: at.toISOString(), expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** Counts an attempt for the address, and for the e-mail unless this browser signed in as it before. */
  async function attemptFor(email: string, client: Client) {
    const trustedDevice = await knownDevice(client.deviceToken, email);
    const keys = [`address:${client.address}`, ...(trustedDevice ? [] : [`email:${email}`])];
    return { attempt: failures.takeAll(keys), trustedDevice };
  }

  /** A 256-bit random token of which only the SHA-256 is kept, its factor confirmed now. */
  async function open(adminId: string, client: Client, trustedDevice: boolean): Promise<Opened> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + options.ttlHours * 3600 * 1000).toISOString();
    await db.deleteFrom("sessions").where("expires_at", "<", at.toISOString()).execute();
    await db
      .insertInto("sessions")
      .values({
        id: newId(),
        admin_id: adminId,
        token_hash: tokenHash(token),
        created_at: at.toISOString(),
        expires_at: expiresAt,
        verified_at: at.toISOString(),
        last_seen_at: at.toISOString(),
        device: deviceName(client.userAgent),
      })
      .execute();
    const device = trustedDevice ? null : await issueDevice(adminId, at);
    return { outcome: "signed-in", token, expiresAt, device };
  }

  async function hasSecondFactor(adminId: string): Promise<boolean> {
    return (await authenticator.enabled(adminId)) || (await passkeys.count(adminId)) > 0;
  }

  async function emailOf(adminId: string): Promise<string | null> {
    const row = await db.selectFrom("admins").select("email").where("id", "=", adminId).executeTakeFirst();
    return row?.email ?? null;
  }

  return {
    hasSecondFactor,

    /**
     * Checks the password. Every attempt is counted before its password is checked and given back only when it was
     * right, so at most 5 wrong passwords are ever checked per e-mail or address in 15 minutes, however many arrive
     * at once. While locked out, even the right password is refused; a browser that signed in before (its device
     * cookie) is exempt from the per-e-mail lock, never from the per-address one. An admin with a second factor gets
     * no session here, only a token for the second step.
     */
    async signIn(input: { email: string; password: string } & Client): Promise<SigninResult> {
      const email = normaliseEmail(input.email);
      const { attempt, trustedDevice } = await attemptFor(email, input);
      if (!attempt.allowed) return { outcome: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
      const admin = await admins.verify(email, input.password);
      if (!admin) return { outcome: "invalid" };
      attempt.release();
      if (!(await hasSecondFactor(admin.id))) return open(admin.id, input, trustedDevice);
      const mfaToken = newToken();
      const at = now();
      await db.deleteFrom("auth_challenges").where("expires_at", "<", at.toISOString()).execute();
      await db
        .insertInto("auth_challenges")
        .values({ id: newId(), kind: "mfa", admin_id: admin.id, secret: tokenHash(mfaToken), expires_at: new Date(at.getTime() + mfaTokenTtlMs).toISOString() })
        .execute();
      return { outcome: "mfa-required", mfaToken };
    },

    /** The second step: the token of the first and an authenticator or recovery code; wrong codes count toward the lock. */
    async completeSignIn(input: { mfaToken: string; code: string } & Client): Promise<SecondStepResult & { email?: string }> {
      const row = await db
        .selectFrom("auth_challenges")
        .innerJoin("admins", "admins.id", "auth_challenges.admin_id")
        .select(["auth_challenges.id", "auth_challenges.admin_id", "admins.email"])
        .where("auth_challenges.kind", "=", "mfa")
        .where("auth_challenges.secret", "=", tokenHash(input.mfaToken))
        .where("auth_challenges.used_at", "is", null)
        .where("auth_challenges.expires_at", ">", nowIso())
        .executeTakeFirst();
      const email = row?.email ?? "unknown";
      const { attempt, trustedDevice } = await attemptFor(email, input);
      if (!attempt.allowed) return { outcome: "locked", retryAfterSeconds: attempt.retryAfterSeconds, email };
      if (!row?.admin_id) return { outcome: "invalid" };
      const via = await authenticator.check(row.admin_id, input.code);
      if (!via) return { outcome: "invalid", email };
      const claimed = await db
        .updateTable("auth_challenges")
        .set({ used_at: nowIso() })
        .where("id", "=", row.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return { outcome: "invalid", email };
      attempt.release();
      return { ...(await open(row.admin_id, input, trustedDevice)), via, email };
    },

    /** Signing in with a passkey: possession and the device's own check of the person, so no password is asked. */
    async signInWithPasskey(input: { response: AuthenticationResponseJSON } & Client): Promise<SecondStepResult & { email?: string }> {
      // No e-mail is known before the passkey answers: only the address is counted.
      const attempt = failures.takeAll([`address:${input.address}`]);
      if (!attempt.allowed) return { outcome: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
      const adminId = await passkeys.verify(input.response);
      const email = adminId ? await emailOf(adminId) : null;
      if (!adminId || !email) return { outcome: "invalid" };
      attempt.release();
      return { ...(await open(adminId, input, await knownDevice(input.deviceToken, email))), via: "passkey", email };
    },

    /** Confirms it is still the admin: a code (or a passkey); the password only for an admin without a second factor. */
    async reauthenticate(
      session: Session,
      proof: { code?: string; password?: string; response?: AuthenticationResponseJSON },
      client: Client,
    ): Promise<ReauthResult> {
      const { attempt } = await attemptFor(session.email, client);
      if (!attempt.allowed) return { outcome: "locked", retryAfterSeconds: attempt.retryAfterSeconds };
      let via: "totp" | "recovery" | "passkey" | "password";
      if (proof.code !== undefined) {
        const checked = await authenticator.check(session.adminId, proof.code);
        if (!checked) return { outcome: "invalid" };
        via = checked;
      } else if (proof.response !== undefined) {
        if ((await passkeys.verify(proof.response)) !== session.adminId) return { outcome: "invalid" };
        via = "passkey";
      } else if (proof.password !== undefined && !(await hasSecondFactor(session.adminId))) {
        if (!(await admins.verify(session.email, proof.password))) return { outcome: "invalid" };
        via = "password";
      } else {
        return { outcome: "invalid" };
      }
      attempt.release();
      await db.updateTable("sessions").set({ verified_at: nowIso() }).where("id", "=", session.id).execute();
      return { outcome: "confirmed", via };
    },

    /** The live session of this token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<Session | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const row = await db
        .selectFrom("sessions")
        .innerJoin("admins", "admins.id", "sessions.admin_id")
        .select(["sessions.id", "sessions.admin_id", "sessions.expires_at", "sessions.verified_at", "sessions.last_seen_at", "admins.email"])
        .where("sessions.token_hash", "=", tokenHash(token))
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", at.toISOString())
        .executeTakeFirst();
      if (!row) return null;
      if (!row.last_seen_at || at.getTime() - Date.parse(row.last_seen_at) >= lastSeenResolutionMs) {
        // Only the sessions list's "last seen": a full disk must not turn every signed-in read into a failure.
        await db
          .updateTable("sessions")
          .set({ last_seen_at: at.toISOString() })
          .where("id", "=", row.id)
          .execute()
          .catch((error: unknown) => {
            if (!isDiskFull(error)) throw error;
          });
      }
      return { id: row.id, adminId: row.admin_id, email: row.email, expiresAt: row.expires_at, verifiedAt: row.verified_at };
    },

    /** Whether the session confirmed a factor recently enough for a dangerous act. */
    isFresh(session: Session): boolean {
      return session.verifiedAt !== null && now().getTime() - Date.parse(session.verifiedAt) < freshForMs;
    },

    async list(adminId: string, currentId: string): Promise<SessionInfo[]> {
      const rows = await db
        .selectFrom("sessions")
        .select(["id", "created_at", "last_seen_at", "device"])
        .where("admin_id", "=", adminId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", nowIso())
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at ?? row.created_at,
        device: row.device || "A browser",
        current: row.id === currentId,
      }));
    },

    /** Signs one of the admin's sessions out; false when it is not theirs or already ended. */
    async revoke(adminId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable("sessions")
        .set({ revoked_at: nowIso() })
        .where("id", "=", id)
        .where("admin_id", "=", adminId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Signs out every session of the admin but `keepId`. */
    async revokeOthers(adminId: string, keepId: string | null): Promise<void> {
      let query = db.updateTable("sessions").set({ revoked_at: nowIso() }).where("admin_id", "=", adminId).where("revoked_at", "is", null);
      if (keepId) query = query.where("id", "!=", keepId);
      await query.execute();
    },

    async signOut(token: string): Promise<void> {
      await db.updateTable("sessions").set({ revoked_at: nowIso() }).where("token_hash", "=", tokenHash(token)).where("revoked_at", "is", null).execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
