import type { Db } from "../db/connection.ts";
import type { Outbox } from "./outbox.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keeps visitors' messages only as long as the privacy notice promises: contact messages and unpublished
 * comments older than `retentionDays` are deleted. Published comments stay until the admin deletes them.
 */
export function createRetentionService(db: Db, outbox: Outbox, { retentionDays }: { retentionDays: number }) {
  return {
    retentionDays,

    /** Deletes what is older than the retention period at `now` (injected, so tests can move time). */
    async purge(now: Date): Promise<{ contacts: number; comments: number }> {
      const cutoff = new Date(now.getTime() - retentionDays * dayMs).toISOString();
      return db.transaction().execute(async (trx) => {
        const contacts = await trx.deleteFrom("contacts").where("created_at", "<", cutoff).returning("id").execute();
        const comments = await trx.deleteFrom("comments").where("published", "=", 0).where("created_at", "<", cutoff).returning("id").execute();
        await outbox.forget(
          trx,
          [...contacts, ...comments].map((row) => row.id),
        );
        return { contacts: contacts.length, comments: comments.length };
      });
    },
  };
}
