import type { Blog } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { now, nowIso } from "../../db/clock.ts";
import type { BlogHistory } from "./history.ts";
import type { JournalReads } from "./reads.ts";

/** When a post is public: published now, scheduled for a time, a draft again; and which one the journal features. */
export function createJournalPublishing(db: Db, history: BlogHistory, reads: JournalReads) {
  return {
    /**
     * Publishes the post now, schedules it when `publishAt` is in the future, or (`published: false`) makes it a
     * draft again, cancelling any schedule.
     */
    async setPublished(id: string, published: boolean, publishAt?: string | null): Promise<Blog | null> {
      if (!isId(id)) return null;
      const at = now();
      const scheduled = published && publishAt ? Date.parse(publishAt) > at.getTime() : false;
      const found = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("blogs").select(["published", "publish_at"]).where("id", "=", id).executeTakeFirst();
        if (!current) return false;
        let values: { published: number; publish_at: string | null };
        if (scheduled) values = { published: 0, publish_at: new Date(publishAt!).toISOString() };
        else if (published) values = { published: 1, publish_at: current.published === 1 ? current.publish_at : at.toISOString() };
        else values = { published: 0, publish_at: null };
        await trx
          .updateTable("blogs")
          .set((eb) => ({ ...values, revision: eb("revision", "+", 1), updated_at: at.toISOString() }))
          .where("id", "=", id)
          .execute();
        // A schedule is kept in the history when the post goes out (publishDue).
        if (!scheduled) await history.record(trx, id, published ? "published" : "unpublished", await history.snapshotOf(trx, id));
        return true;
      });
      return found ? reads.get(id) : null;
    },

    /** Publishes every scheduled post whose time has come, and answers how many. */
    async publishDue(): Promise<number> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const due = await trx.selectFrom("blogs").select("id").where("published", "=", 0).where("publish_at", "<=", at).execute();
        for (const { id } of due) {
          await trx
            .updateTable("blogs")
            .set((eb) => ({ published: 1, revision: eb("revision", "+", 1), updated_at: at }))
            .where("id", "=", id)
            .execute();
          await history.record(trx, id, "published", await history.snapshotOf(trx, id));
        }
        return due.length;
      });
    },

    /** When the next scheduled post goes out, or null when none is scheduled. */
    async nextScheduled(): Promise<Date | null> {
      const row = await db
        .selectFrom("blogs")
        .select((eb) => eb.fn.min("publish_at").as("next"))
        .where("published", "=", 0)
        .where("publish_at", "is not", null)
        .executeTakeFirst();
      return row?.next ? new Date(row.next) : null;
    },

    async setFeatured(id: string, featured: boolean, featuredOrder?: number): Promise<Blog | null> {
      if (!isId(id)) return null;
      const values = { featured: featured ? 1 : 0, ...(featuredOrder === undefined ? {} : { featured_order: featuredOrder }) };
      const updated = await db
        .updateTable("blogs")
        .set((eb) => ({ ...values, revision: eb("revision", "+", 1), updated_at: nowIso() }))
        .where("id", "=", id)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n ? reads.get(id) : null;
    },
  };
}
