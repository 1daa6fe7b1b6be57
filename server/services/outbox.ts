import { sql } from "kysely";
import type { Db } from "../db/connection.ts";
import type { OutboxTable } from "../db/schema.ts";
import { now } from "../db/clock.ts";
import { newId } from "../db/ids.ts";
import type { BackupAlert } from "#app/lib/domain.ts";
import { blogPath } from "#app/lib/blog-path.ts";
import { commentsPageSize, pageHref } from "#app/lib/paging.ts";

export type OutboxKind = OutboxTable["kind"];
export type OutboxEntry = { id: string; kind: OutboxKind; recordId: string; attempts: number; createdAt: string };

/** What happened in the back office that the practice is told about by e-mail. */
const securityEvents = ["second-factor-disabled", "recovery-code-used", "passkey-added", "password-changed"] as const;
export type SecurityEvent = (typeof securityEvents)[number];

/** What can go wrong with the off-site backups (server/services/backup-runs.ts). */
const backupAlerts = ["backup-failed", "backup-overdue", "drill-failed", "drill-overdue"] as const satisfies readonly BackupAlert[];

/** What an e-mail may say; composed when it is sent, from the message as it is then. */
export type Notified =
  | NotifiedMessage
  | { kind: "security"; event: SecurityEvent; createdAt: string }
  | { kind: "backup"; alert: BackupAlert; createdAt: string }
  | NotifiedReply;

/**
 * The one e-mail to a commenter who asked to hear of the doctor's reply: where it goes, the journal's title and the
 * comment's place on the site (a path with its `#comment-…`), nothing of the post or of anyone's words.
 */
export type NotifiedReply = { kind: "reply"; to: string; journalTitle: string; path: string };

type NotifiedMessage = {
  kind: "contact" | "comment";
  name: string;
  message: string;
  urgent: boolean;
  createdAt: string;
  /** The post a comment was left on. */
  blogTitle?: string;
};

/**
 * The e-mails still to send about new messages. A row is written in the same transaction as its message, so a
 * message is never stored without its notification; `announce` wakes the sender once the visitor has the answer.
 */
export function createOutbox(db: Db, { enabled, journalTitle }: { enabled: boolean; journalTitle: () => Promise<string> }) {
  const listeners = new Set<() => void>();
  const announce = () => {
    for (const listener of listeners) listener();
  };

  /** Null when the comment, its reply or its post's publication is gone: then there is nothing to link to. */
  async function replyNotice(commentId: string): Promise<NotifiedReply | null> {
    const row = await db
      .selectFrom("comments")
      .innerJoin("blogs", "blogs.id", "comments.blog_id")
      .select(["comments.email", "comments.blog_id", "comments.created_at", "comments.published", "blogs.published as blogPublished", "blogs.lang"])
      .where("comments.id", "=", commentId)
      .where("comments.reply_text", "is not", null)
      .executeTakeFirst();
    if (!row?.email || row.published !== 1 || row.blogPublished !== 1) return null;
    // The post's comment pages list the newest first: the comment is on the page after the newer ones.
    const newer = await db
      .selectFrom("comments")
      .select(sql<number>`count(*)`.as("count"))
      .where("blog_id", "=", row.blog_id)
      .where("published", "=", 1)
      .where((eb) => eb.or([eb("created_at", ">", row.created_at), eb.and([eb("created_at", "=", row.created_at), eb("id", ">", commentId)])]))
      .executeTakeFirstOrThrow();
    const page = Math.floor(Number(newer.count) / commentsPageSize) + 1;
    return {
      kind: "reply",
      to: row.email,
      journalTitle: await journalTitle(),
      // The post's id, not its address: an address is made of the title, which a shared phone must not show.
      path: pageHref(blogPath(row.blog_id, row.lang), "comments", page, `#comment-${commentId}`),
    };
  }

  return {
    enabled,

    /** An e-mail about the back office's security, queued on its own. */
    async addSecurity(event: SecurityEvent, at = now()): Promise<void> {
      if (!enabled) return;
      const iso = at.toISOString();
      await db.insertInto("outbox").values({ id: newId(), kind: "security", record_id: event, next_attempt_at: iso, created_at: iso }).execute();
      announce();
    },

    /** An e-mail that the off-site backups need the doctor's attention; the dashboard says what went wrong. */
    async addBackupAlert(alert: BackupAlert, at = now()): Promise<void> {
      if (!enabled) return;
      const iso = at.toISOString();
      await db.insertInto("outbox").values({ id: newId(), kind: "backup", record_id: alert, next_attempt_at: iso, created_at: iso }).execute();
      announce();
    },

    /** Part of the message's transaction; nothing is queued while e-mail is not set up. */
    async add(trx: Db, kind: OutboxKind, recordId: string, at = now()): Promise<void> {
      if (!enabled) return;
      const iso = at.toISOString();
      await trx.insertInto("outbox").values({ id: newId(), kind, record_id: recordId, next_attempt_at: iso, created_at: iso }).execute();
    },

    announce,

    onAnnounce(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Rows whose next attempt is due, oldest first. */
    async due(now: Date, limit = 20): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom("outbox")
        .select(["id", "kind", "record_id", "attempts", "created_at"])
        .where("given_up_at", "is", null)
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, kind: row.kind, recordId: row.record_id, attempts: row.attempts, createdAt: row.created_at }));
    },

    /** When the earliest waiting row is due; null when none waits. */
    async nextAttemptAt(): Promise<Date | null> {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("given_up_at", "is", null)
        .executeTakeFirst();
      return row?.next ? new Date(row.next) : null;
    },

    /** The message a row is about, or null when it was deleted (by the admin, erasure or retention) before the e-mail went. */
    async messageOf(entry: OutboxEntry): Promise<Notified | null> {
      if (entry.kind === "security") {
        const event = securityEvents.find((name) => name === entry.recordId);
        return event ? { kind: "security", event, createdAt: entry.createdAt } : null;
      }
      if (entry.kind === "backup") {
        const alert = backupAlerts.find((name) => name === entry.recordId);
        return alert ? { kind: "backup", alert, createdAt: entry.createdAt } : null;
      }
      if (entry.kind === "contact") {
        const row = await db.selectFrom("contacts").select(["name", "message", "urgent", "created_at"]).where("id", "=", entry.recordId).executeTakeFirst();
        return row ? { kind: "contact", name: row.name, message: row.message, urgent: row.urgent === 1, createdAt: row.created_at } : null;
      }
      if (entry.kind === "reply") return replyNotice(entry.recordId);
      const row = await db
        .selectFrom("comments")
        .innerJoin("blogs", "blogs.id", "comments.blog_id")
        .select(["comments.name", "comments.message", "comments.urgent", "comments.created_at", "blogs.title"])
        .where("comments.id", "=", entry.recordId)
        .executeTakeFirst();
      return row ? { kind: "comment", name: row.name, message: row.message, urgent: row.urgent === 1, createdAt: row.created_at, blogTitle: row.title } : null;
    },

    async sent(id: string): Promise<void> {
      await db.deleteFrom("outbox").where("id", "=", id).execute();
    },

    /** A failed attempt: try again at `retryAt`, or stop trying when it is null. `error` is a code, never a server's words. */
    async failed(id: string, { attempts, retryAt, error, now }: { attempts: number; retryAt: Date | null; error: string; now: Date }): Promise<void> {
      await db
        .updateTable("outbox")
        .set({
          attempts,
          last_error: error,
          ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { given_up_at: now.toISOString() }),
        })
        .where("id", "=", id)
        .execute();
    },

    /** For the dashboard: e-mails waiting to be sent, and those given up on. */
    async counts(): Promise<{ waiting: number; failed: number }> {
      const row = await db
        .selectFrom("outbox")
        .select([sql<number>`coalesce(sum(given_up_at is null), 0)`.as("waiting"), sql<number>`coalesce(sum(given_up_at is not null), 0)`.as("failed")])
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting), failed: Number(row.failed) };
    },

    /** Drops the rows of deleted messages, inside the deleting transaction. */
    async forget(trx: Db, recordIds: readonly string[]): Promise<void> {
      if (recordIds.length === 0) return;
      await trx.deleteFrom("outbox").where("record_id", "in", recordIds).execute();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
