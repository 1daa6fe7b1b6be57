import type { ActivityEntry, ListRequest, Page } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import { fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { now, nowIso } from "../db/clock.ts";

/** `undo`: the record that undoes the change (a translation's dismissal), offered by the log while it is kept. */
export type ActivityInput = { actor: string; action: string; target: string; undo?: string | null };

/** How long entries are kept. */
const activityRetentionDays = 365;

/** One "sign-in refused, locked" line per e-mail and address per lock window is enough to see the attack. */
const lockedNoticeWindowMs = 15 * 60 * 1000;

const searchColumns = ["activity.actor", "activity.action", "activity.target"];

/** The activity log: sign-ins and admin changes, newest first. */
export function createActivityService(db: Db) {
  const lastLockedNotice = new Map<string, number>();

  async function record(entry: ActivityInput): Promise<void> {
    await db
      .insertInto("activity")
      .values({
        id: newId(),
        at: nowIso(),
        actor: entry.actor.slice(0, 254),
        action: entry.action.slice(0, 100),
        target: entry.target.slice(0, 300),
        undo_id: entry.undo ?? null,
      })
      .execute();
  }

  function isRepeatedLockNotice(key: string): boolean {
    const now = Date.now();
    for (const [seen, at] of lastLockedNotice) if (now - at > lockedNoticeWindowMs) lastLockedNotice.delete(seen);
    if (lastLockedNotice.has(key)) return true;
    lastLockedNotice.set(key, now);
    return false;
  }

  return {
    record,

    /**
     * A sign-in's outcome: "signin", "signin.failed", "signin.locked" (once per e-mail and address per 15 minutes,
     * so a flood of refused guesses stays one line), or "signin.<outcome>" for any other.
     */
    async recordSignIn(outcome: string, email: string, address: string): Promise<void> {
      const actor = email.trim().toLowerCase();
      const action = outcome === "signed-in" ? "signin" : outcome === "invalid" ? "signin.failed" : `signin.${outcome}`;
      if (action === "signin.locked" && isRepeatedLockNotice(`${actor} ${address}`)) return;
      // An IPv4 visitor reaches a dual-stack socket as ::ffff:a.b.c.d; the log shows the address people know.
      await record({ actor, action, target: `from ${address.replace(/^::ffff:/, "")}` });
    },

    async list(query: ListRequest<"activity">): Promise<Page<ActivityEntry>> {
      // An entry's undo is offered while its record is kept: a translation's dismissal, the one change undone so far.
      const select = db
        .selectFrom("activity")
        .leftJoin("translation_dismissals", "translation_dismissals.id", "activity.undo_id")
        .select(["activity.id", "activity.at", "activity.actor", "activity.action", "activity.target", "translation_dismissals.id as undo"]);
      // Entries of the same millisecond keep the order they were written in (rowid), not the order of their random ids.
      const { rows, total } = await fetchPage(select, query, { sortColumn: "activity.at", idColumn: "activity.rowid", searchColumns });
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actor: row.actor,
          action: row.action,
          target: row.target,
          ...(row.undo ? { undo: row.undo } : {}),
        })),
        total,
      };
    },

    /** Removes entries older than the retention period; answers how many. */
    async purgeOld(at = now()): Promise<number> {
      const cutoff = new Date(at.getTime() - activityRetentionDays * 24 * 3600 * 1000).toISOString();
      const result = await db.deleteFrom("activity").where("at", "<", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
