import type { AdminComment } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../db/connection.ts";
import { nowIso } from "../db/clock.ts";
import type { CommentService } from "./comments.ts";
import { InvalidInput } from "./errors.ts";
import type { Outbox } from "./outbox.ts";

/** A reply written, and whether the comment was held until then (approve and reply) and so became public with it. */
export type Replied = { comment: AdminComment; publishedNow: boolean };

/**
 * The doctor's one answer under a comment (issue 30): write, edit, delete. The first reply to a comment whose writer
 * asked to be told queues that one e-mail and spends the request in the same transaction, so an edit, or a reply
 * written again after a deletion, never sends a second.
 */
export function createCommentReplyService(db: Db, outbox: Outbox, comments: Pick<CommentService, "byId">) {
  return {
    /** Answers a comment, publishing it when it was held; null when there is no such comment. */
    async reply(id: string, text: string): Promise<Replied | null> {
      if (!isId(id)) return null;
      const publishedNow = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("comments").select(["published", "reply_text", "notify_reply"]).where("id", "=", id).executeTakeFirst();
        if (!row) return null;
        if (row.reply_text !== null) throw new InvalidInput("This comment already has a reply: edit it instead", { text: "This comment already has a reply" });
        const at = nowIso();
        await trx
          .updateTable("comments")
          .set({ published: 1, reply_text: text, reply_created_at: at, reply_updated_at: at, notify_reply: 0 })
          .where("id", "=", id)
          .execute();
        if (row.notify_reply === 1) await outbox.add(trx, "reply", id);
        return row.published === 0;
      });
      if (publishedNow === null) return null;
      const comment = await comments.byId(id);
      return comment ? { comment, publishedNow } : null;
    },

    /** Changes the words of a reply; null when the comment or its reply does not exist. */
    async edit(id: string, text: string): Promise<AdminComment | null> {
      if (!isId(id)) return null;
      const updated = await db
        .updateTable("comments")
        .set({ reply_text: text, reply_updated_at: nowIso() })
        .where("id", "=", id)
        .where("reply_text", "is not", null)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n ? comments.byId(id) : null;
    },

    /** Removes a reply (the comment stays); null when the comment or its reply does not exist. */
    async remove(id: string): Promise<AdminComment | null> {
      if (!isId(id)) return null;
      const updated = await db
        .updateTable("comments")
        .set({ reply_text: null, reply_created_at: null, reply_updated_at: null })
        .where("id", "=", id)
        .where("reply_text", "is not", null)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n ? comments.byId(id) : null;
    },
  };
}
