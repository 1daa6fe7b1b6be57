import { sql } from "kysely";
import type { DashboardStats } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import type { Outbox } from "./outbox.ts";
import type { VisitorService } from "./visitors.ts";

/** The figures of the admin dashboard, one small query per table. */
export function createStatsService(db: Db, visitors: VisitorService, outbox: Outbox) {
  const splitByPublished = (table: "blogs" | "comments") =>
    db
      .selectFrom(table)
      .select([sql<number>`coalesce(sum(published = 1), 0)`.as("published"), sql<number>`coalesce(sum(published = 0), 0)`.as("unpublished")])
      .executeTakeFirstOrThrow();
  const countRows = async (table: "contacts" | "media") =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
    ).total;

  const countUrgent = async (table: "contacts" | "comments") =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("urgent", "=", 1)
        .$if(table === "comments", (query) => query.where("published", "=", 0))
        .executeTakeFirstOrThrow()
    ).total;

  const countAwaitingReply = () =>
    db
      .selectFrom("comments")
      .select([sql<number>`count(*)`.as("total"), sql<number>`coalesce(sum(urgent = 1), 0)`.as("urgent")])
      .where("published", "=", 1)
      .where("reply_text", "is", null)
      .executeTakeFirstOrThrow();

  return {
    /**
     * Reads the schema table for the health check; it throws when the database cannot answer. A bare `SELECT 1`
     * would touch no page of the file and succeed on a broken one.
     */
    async ping(): Promise<void> {
      await sql`select 1 from sqlite_schema limit 1`.execute(db);
    },

    async dashboard(): Promise<DashboardStats> {
      const [blogs, outdated, comments, contacts, media, visits, urgentContacts, urgentComments, mail, awaitingReply] = await Promise.all([
        splitByPublished("blogs"),
        db
          .selectFrom("blogs")
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .where("outdated", "=", 1)
          .executeTakeFirstOrThrow(),
        splitByPublished("comments"),
        countRows("contacts"),
        countRows("media"),
        visitors.current(),
        countUrgent("contacts"),
        countUrgent("comments"),
        outbox.counts(),
        countAwaitingReply(),
      ]);
      return {
        blogs: { published: blogs.published, draft: blogs.unpublished, outdated: Number(outdated.total) },
        comments: {
          pending: comments.unpublished,
          published: comments.published,
          awaitingReply: { total: Number(awaitingReply.total), urgent: Number(awaitingReply.urgent) },
        },
        contacts,
        media,
        visitors: visits,
        urgent: { contacts: urgentContacts, comments: urgentComments },
        notifications: { enabled: outbox.enabled, ...mail },
      };
    },
  };
}
