import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";

/** How many have read each published post: counted once per reader's session by the page, read by the cards. */
export function createJournalReaders(db: Db) {
  return {
    /** Counts one read of a published post; answers its readers after it, or null for no such published post. */
    async count(id: string): Promise<number | null> {
      if (!isId(id)) return null;
      const row = await db
        .updateTable("blogs")
        .set((eb) => ({ readers: eb("readers", "+", 1) }))
        .where("id", "=", id)
        .where("published", "=", 1)
        .returning("readers")
        .executeTakeFirst();
      return row?.readers ?? null;
    },

    /** The readers of each published post among `ids`; unknown, malformed and unpublished ids are left out. */
    async of(ids: readonly string[]): Promise<Record<string, number>> {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return {};
      const rows = await db.selectFrom("blogs").select(["id", "readers"]).where("id", "in", wanted).where("published", "=", 1).execute();
      return Object.fromEntries(rows.map((row) => [row.id, row.readers]));
    },
  };
}

export type JournalReaders = ReturnType<typeof createJournalReaders>;
