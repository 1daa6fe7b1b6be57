import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { sql } from "kysely";
import type { TotpSetup } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import { now, nowIso } from "../db/clock.ts";
import { newId } from "../db/ids.ts";
import type { Logger } from "../logger.ts";
import type { SecretBox } from "../security/secret-box.ts";
import { tokenHash } from "./tokens.ts";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const stepSeconds = 30;
/** A code of the step before or after is accepted too (a phone's clock a little off, a code typed as it changed). */
const driftSteps = 1;
const recoveryCodeCount = 10;
/** Steps kept as used per admin: more than a code's window (3 steps) holds, so no valid code's use is forgotten. */
const usedStepsKept = 16;
/** Ten minutes: more than any phone's drift, so a used step this far ahead of now means a clock was wrong. */
const stepsAheadWorthAWarning = 20;

function currentStep(): number {
  return Math.floor(now().getTime() / 1000 / stepSeconds);
}

export type CodeCheck = "totp" | "recovery" | null;

function totpFor(secret: string, email: string, issuer: string) {
  return new TOTP({ issuer, label: email, algorithm: "SHA1", digits: 6, period: stepSeconds, secret: Secret.fromBase32(secret) });
}

/** "k7m2-9xqp-4hdt": 60 bits from an alphabet without 0/o or 1/l, easy to read off paper and type. */
function newRecoveryCode(): string {
  const alphabet = "23456789abcdefghjkmnpqrstuvwxyz";
  const characters = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

/** What a person may type for a recovery code: any case, spaces or dashes anywhere. */
function normalisedRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, "");
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : plain;
}

/**
 * The authenticator app (TOTP) and the recovery codes of each admin. The secret is kept sealed by the secret box,
 * whose key is not in the database; recovery codes only as SHA-256 (60 random bits each, so a fast hash is enough).
 */
export function createAuthenticatorService(db: Db, box: SecretBox, { issuer, logger }: { issuer: string; logger: Logger }) {
  async function secretOf(adminId: string, column: "totp_secret" | "totp_pending"): Promise<{ secret: string; email: string } | null> {
    const row = await db.selectFrom("admins").select(["email", column]).where("id", "=", adminId).executeTakeFirst();
    const sealed = row?.[column];
    const secret = sealed ? box.open(sealed) : null;
    return row && secret ? { secret, email: row.email } : null;
  }

  /** The step of a code valid now (a step either side allowed), or null. Whether it was used before is claimStep's. */
  function validStep(secret: string, email: string, code: string): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const timestamp = now().getTime();
    const delta = totpFor(secret, email, issuer).validate({ token: code, timestamp, window: driftSteps });
    return delta === null ? null : Math.floor(timestamp / 1000 / stepSeconds) + delta;
  }

  /**
   * Uses up the step for this admin: false when it was used before (a replay, or a parallel request with the same
   * code). Only the newest steps are kept; a step older than those is outside every code's window anyway.
   */
  async function claimStep(adminId: string, step: number): Promise<boolean> {
    await warnIfStepsAhead(adminId);
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("totp_used_steps")
        .values({ admin_id: adminId, step })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (!inserted.numInsertedOrUpdatedRows) return false;
      await trx
        .deleteFrom("totp_used_steps")
        .where("admin_id", "=", adminId)
        .where(sql<boolean>`rowid NOT IN (SELECT rowid FROM totp_used_steps WHERE admin_id = ${adminId} ORDER BY rowid DESC LIMIT ${usedStepsKept})`)
        .execute();
      return true;
    });
  }

  /** A step used far ahead of now means the clock was wrong then or is now: worth a line in the log, not a lockout. */
  async function warnIfStepsAhead(adminId: string): Promise<void> {
    const row = await db
      .selectFrom("totp_used_steps")
      .select((eb) => eb.fn.max("step").as("newest"))
      .where("admin_id", "=", adminId)
      .executeTakeFirst();
    const stepsAhead = (row?.newest ?? 0) - currentStep();
    if (stepsAhead > stepsAheadWorthAWarning) {
      logger.warn(
        { adminId, minutesAhead: Math.round((stepsAhead * stepSeconds) / 60) },
        "an authenticator code was used at a time far ahead of the server's clock now: check the clock",
      );
    }
  }

  async function replaceRecoveryCodes(adminId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    const createdAt = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(codes.map((code) => ({ id: newId(), admin_id: adminId, code_hash: tokenHash(code), created_at: createdAt })))
        .execute();
    });
    return codes;
  }

  async function spendRecoveryCode(adminId: string, code: string): Promise<boolean> {
    const result = await db
      .updateTable("recovery_codes")
      .set({ used_at: nowIso() })
      .where("admin_id", "=", adminId)
      .where("code_hash", "=", tokenHash(normalisedRecoveryCode(code)))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** An authenticator code of the active secret, or an unused recovery code; each is used up by a success. */
  async function check(adminId: string, code: string): Promise<CodeCheck> {
    const trimmed = code.trim();
    // Null also when the secret cannot be opened (a database restored without its key): recovery codes still work.
    const active = await secretOf(adminId, "totp_secret");
    const step = active ? validStep(active.secret, active.email, trimmed.replace(/\s/g, "")) : null;
    if (step !== null) return (await claimStep(adminId, step)) ? "totp" : null;
    return (await spendRecoveryCode(adminId, trimmed)) ? "recovery" : null;
  }

  /** The lost-phone path (`npm run admin -- reset-2fa`), and disabling. */
  async function remove(adminId: string): Promise<void> {
    await db.updateTable("admins").set({ totp_secret: null, totp_pending: null }).where("id", "=", adminId).execute();
    await db.deleteFrom("totp_used_steps").where("admin_id", "=", adminId).execute();
    await db.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  }

  return {
    check,
    remove,

    async enabled(adminId: string): Promise<boolean> {
      const row = await db.selectFrom("admins").select("totp_secret").where("id", "=", adminId).executeTakeFirst();
      return Boolean(row?.totp_secret);
    },

    async recoveryCodesLeft(adminId: string): Promise<number> {
      const row = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("left"))
        .where("admin_id", "=", adminId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return row.left;
    },

    /** A new secret to scan, kept pending (not active) until a code from it is confirmed. */
    async setup(adminId: string): Promise<TotpSetup | null> {
      const admin = await db.selectFrom("admins").select("email").where("id", "=", adminId).executeTakeFirst();
      if (!admin) return null;
      const secret = new Secret({ size: 20 }).base32;
      await db
        .updateTable("admins")
        .set({ totp_pending: box.seal(secret) })
        .where("id", "=", adminId)
        .execute();
      const otpauthUrl = totpFor(secret, admin.email, issuer).toString();
      const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
      return { secret, otpauthUrl, qrSvg };
    },

    /** Activates the pending secret when the code is one of its; answers the ten fresh recovery codes, or null. */
    async enable(adminId: string, code: string): Promise<string[] | null> {
      const pending = await secretOf(adminId, "totp_pending");
      if (!pending) return null;
      const step = validStep(pending.secret, pending.email, code.trim());
      if (step === null) return null;
      const sealed = box.seal(pending.secret);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("admins").set({ totp_secret: sealed, totp_pending: null }).where("id", "=", adminId).execute();
        await trx.deleteFrom("totp_used_steps").where("admin_id", "=", adminId).execute();
        await trx.insertInto("totp_used_steps").values({ admin_id: adminId, step }).execute();
      });
      return replaceRecoveryCodes(adminId);
    },

    /** Removes the authenticator and the recovery codes, after a valid code. */
    async disable(adminId: string, code: string): Promise<boolean> {
      if (!(await check(adminId, code))) return false;
      await remove(adminId);
      return true;
    },

    /** A fresh set of recovery codes after a valid code; the old ones stop working. */
    async renewRecoveryCodes(adminId: string, code: string): Promise<string[] | null> {
      if (!(await check(adminId, code))) return null;
      return replaceRecoveryCodes(adminId);
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
