import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeyInfo } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import { now, nowIso } from "../db/clock.ts";
import { newId } from "../db/ids.ts";

/** How long the browser has to answer a WebAuthn challenge. */
const challengeTtlMs = 5 * 60 * 1000;

export type RelyingParty = { name: string; id: string; origin: string };

/** The WebAuthn library, loaded the first time a passkey is used rather than by every start of the server. */
const webauthn = () => import("@simplewebauthn/server");

/** A stored credential as the library takes it back: its id and the transports the browser named. */
function credentialOf(row: { credential_id: string; transports: string }) {
  return { id: row.credential_id, transports: JSON.parse(row.transports) as AuthenticatorTransport[] };
}

/** The challenge a WebAuthn answer signed, read from its clientDataJSON; the server looks it up. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const encoded = response.response?.clientDataJSON;
  if (typeof encoded !== "string" || encoded.length > 4096) return null;
  try {
    const challenge = (JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as { challenge?: unknown }).challenge;
    return typeof challenge === "string" ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) of the admins, with SimpleWebAuthn: user verification required, the origin, the relying party
 * (SITE_URL's host) and the signature counter checked. Each challenge is stored, works once and expires in 5 minutes.
 */
export function createPasskeyService(db: Db, rp: RelyingParty) {
  async function storeChallenge(kind: "passkey-register" | "passkey-signin", challenge: string, adminId: string | null) {
    const at = now();
    await db.deleteFrom("auth_challenges").where("expires_at", "<", at.toISOString()).execute();
    await db
      .insertInto("auth_challenges")
      .values({ id: newId(), kind, admin_id: adminId, secret: challenge, expires_at: new Date(at.getTime() + challengeTtlMs).toISOString() })
      .execute();
  }

  /** Uses up the stored challenge of this answer; answers it with the admin it was issued to, or null. */
  async function takeChallenge(kind: "passkey-register" | "passkey-signin", response: { response?: { clientDataJSON?: unknown } }) {
    const challenge = challengeOf(response);
    if (!challenge) return null;
    const row = await db
      .selectFrom("auth_challenges")
      .select(["id", "admin_id"])
      .where("kind", "=", kind)
      .where("secret", "=", challenge)
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
    if (!row) return null;
    const claimed = await db.updateTable("auth_challenges").set({ used_at: nowIso() }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
    return claimed.numUpdatedRows > 0n ? { challenge, adminId: row.admin_id } : null;
  }

  async function credentialsOf(adminId: string) {
    return db.selectFrom("passkeys").select(["credential_id", "transports"]).where("admin_id", "=", adminId).execute();
  }

  return {
    async list(adminId: string): Promise<PasskeyInfo[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at"])
        .where("admin_id", "=", adminId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
    },

    async count(adminId: string): Promise<number> {
      const row = await db
        .selectFrom("passkeys")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("admin_id", "=", adminId)
        .executeTakeFirstOrThrow();
      return row.total;
    },

    async registrationOptions(admin: { id: string; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const existing = await credentialsOf(admin.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: admin.email,
        userID: Buffer.from(admin.id, "hex"),
        attestationType: "none",
        excludeCredentials: existing.map(credentialOf),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await storeChallenge("passkey-register", options.challenge, admin.id);
      return options;
    },

    /** Stores the new passkey under `name`; null when the answer does not verify. */
    async register(adminId: string, response: RegistrationResponseJSON, name: string): Promise<PasskeyInfo | null> {
      const taken = await takeChallenge("passkey-register", response);
      if (!taken || taken.adminId !== adminId) return null;
      const { verifyRegistrationResponse } = await webauthn();
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified || !verification.registrationInfo) return null;
      const { credential } = verification.registrationInfo;
      const id = newId();
      const createdAt = nowIso();
      await db
        .insertInto("passkeys")
        .values({
          id,
          admin_id: adminId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          created_at: createdAt,
        })
        .onConflict((conflict) => conflict.column("credential_id").doNothing())
        .execute();
      return { id, name, createdAt, lastUsedAt: null };
    },

    /** Options for signing in with any passkey of this site (discoverable), or one of `adminId`'s to confirm it is them. */
    async authenticationOptions(adminId: string | null = null): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const allow = adminId ? await credentialsOf(adminId) : [];
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: "required",
        allowCredentials: allow.map(credentialOf),
      });
      await storeChallenge("passkey-signin", options.challenge, adminId);
      return options;
    },

    /** The admin whose passkey signed this answer (user verified, counter moved on), or null. */
    async verify(response: AuthenticationResponseJSON): Promise<string | null> {
      const taken = await takeChallenge("passkey-signin", response);
      if (!taken || typeof response.id !== "string") return null;
      const stored = await db.selectFrom("passkeys").selectAll().where("credential_id", "=", response.id).executeTakeFirst();
      if (!stored || (taken.adminId && taken.adminId !== stored.admin_id)) return null;
      const { verifyAuthenticationResponse } = await webauthn();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        credential: { ...credentialOf(stored), publicKey: Buffer.from(stored.public_key, "base64url"), counter: stored.counter },
      }).catch(() => null);
      if (!verification?.verified) return null;
      await db
        .updateTable("passkeys")
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: nowIso() })
        .where("id", "=", stored.id)
        .execute();
      return stored.admin_id;
    },

    async remove(adminId: string, id: string): Promise<PasskeyInfo | null> {
      const row = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at"])
        .where("id", "=", id)
        .where("admin_id", "=", adminId)
        .executeTakeFirst();
      if (!row) return null;
      await db.deleteFrom("passkeys").where("id", "=", id).execute();
      return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
    },

    async removeAll(adminId: string): Promise<void> {
      await db.deleteFrom("passkeys").where("admin_id", "=", adminId).execute();
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
