import { hash, verify } from "@node-rs/argon2";
import type { Db } from "../db/connection.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";

export type Admin = { id: string; email: string };

/** argon2id with the library's defaults (19 MiB, 2 passes), the current recommendation. */
const hashPassword = (password: string): Promise<string> => hash(password);

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAdminService(db: Db) {
  async function find(email: string) {
    return db.selectFrom("admins").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
  }

  async function revokeSessions(adminId: string) {
    await db.updateTable("sessions").set({ revoked_at: nowIso() }).where("admin_id", "=", adminId).where("revoked_at", "is", null).execute();
  }

  /** Creates the admin or replaces its password, and revokes every session it had. */
  async function setPassword(email: string, password: string): Promise<"created" | "updated"> {
    const existing = await find(email);
    const now = nowIso();
    const password_hash = await hashPassword(password);
    if (!existing) {
      await db
        .insertInto("admins")
        .values({ id: newId(), email: normaliseEmail(email), password_hash, created_at: now, updated_at: now })
        .execute();
      return "created";
    }
    await db.updateTable("admins").set({ password_hash, updated_at: now }).where("id", "=", existing.id).execute();
    await revokeSessions(existing.id);
    return "updated";
  }

  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** The admin whose password this is, or null; a wrong e-mail costs as long as a wrong password. */
    async verify(email: string, password: string): Promise<Admin | null> {
      const admin = await find(email);
      const matches = await verify(admin?.password_hash ?? (await unknownAdminHash()), password);
      return admin && matches ? { id: admin.id, email: admin.email } : null;
    },

    /**
     * Makes sure this admin exists with this password (ADMIN_EMAIL, ADMIN_PASSWORD). A changed password revokes the
     * admin's sessions; an unchanged one leaves everything as it was, so restarts with the same settings sign nobody
     * out. The configured password is remembered (as an argon2 hash): once the admin changes the password on the
     * Security screen, a restart with the same settings keeps the new one.
     */
    async ensure(email: string, password: string): Promise<"created" | "updated" | "unchanged"> {
      const key = `configured_password:${normaliseEmail(email)}`;
      const remembered = await db.selectFrom("app_state").select("value").where("key", "=", key).executeTakeFirst();
      const existing = await find(email);
      if (existing && remembered && (await verify(remembered.value, password))) return "unchanged";
      const result = existing && (await verify(existing.password_hash, password)) ? "unchanged" : await setPassword(email, password);
      const value = await hashPassword(password);
      await db
        .insertInto("app_state")
        .values({ key, value })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
        .execute();
      return result;
    },

    /** Replaces the password of a signed-in admin; the caller signs out its other sessions. */
    async replacePassword(id: string, password: string): Promise<void> {
      await db
        .updateTable("admins")
        .set({ password_hash: await hashPassword(password), updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
    },

    setPassword,

    revokeSessions,
  };
}

let dummyHash: Promise<string> | undefined;
function unknownAdminHash(): Promise<string> {
  dummyHash ??= hashPassword("no admin has this password");
  return dummyHash;
}

export type AdminService = ReturnType<typeof createAdminService>;
