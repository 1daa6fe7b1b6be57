import { sql } from "kysely";
import { indiaNow } from "#app/lib/booking-days.ts";
import type { VisitorCount } from "#app/lib/domain.ts";
import { now } from "../db/clock.ts";
import type { Db } from "../db/connection.ts";

/** The practice's calendar day: visits are counted per day in India. */
function today(): string {
  return indiaNow(now().getTime()).date;
}

/** Counts visits per day and nothing else: no address, cookie or user agent is kept. */
export function createVisitorService(db: Db) {
  async function current(): Promise<VisitorCount> {
    const row = await db
      .selectFrom("visits")
      .select([sql<number>`coalesce(sum(count), 0)`.as("total"), sql<number>`coalesce(sum(CASE WHEN day = ${today()} THEN count END), 0)`.as("today")])
      .executeTakeFirstOrThrow();
    return { totalCount: row.total, currentCount: row.today };
  }

  return {
    /** Counts one visit today and answers the counts including it. */
    async count(): Promise<VisitorCount> {
      await db
        .insertInto("visits")
        .values({ day: today(), count: 1 })
        .onConflict((conflict) => conflict.column("day").doUpdateSet((eb) => ({ count: eb("visits.count", "+", 1) })))
        .execute();
      return current();
    },

    current,
  };
}

export type VisitorService = ReturnType<typeof createVisitorService>;
