import { sql } from "kysely";
import type { Db } from "../db/connection.ts";
import type { VisitorService } from "./visitors.ts";

export type DashboardStats = {
  blogs: { published: number; draft: number };
  comments: { pending: number; published: number };
  contacts: number;
  media: number;
  visitors: { totalCount: number; currentCount: number };
};

/** The figures of the admin dashboard, one small query per table. */
export function createStatsService(db: Db, visitors: VisitorService) {
  const splitByPublished = (table: "blogs" | "comments") =>
    db
      .selectFrom(table)
      .select([
        sql<number>`coalesce(sum(published = 1), 0)`.as("published"),
        sql<number>`coalesce(sum(published = 0), 0)`.as("unpublished"),
      ])
      .executeTakeFirstOrThrow();
  const countRows = async (table: "contacts" | "media") =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
    ).total;

  return {
    async dashboard(): Promise<DashboardStats> {
      const [blogs, comments, contacts, media, visits] = await Promise.all([
        splitByPublished("blogs"),
        splitByPublished("comments"),
        countRows("contacts"),
        countRows("media"),
        visitors.current(),
      ]);
      return {
        blogs: { published: blogs.published, draft: blogs.unpublished },
        comments: { pending: comments.unpublished, published: comments.published },
        contacts,
        media,
        visitors: visits,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
