import { sql } from "kysely";
import type { ListRequest, Page, PageSlice } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { AdminComment, CommentReply, NewComment, PublicComment, ReplyFilter } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import type { Outbox } from "./outbox.ts";
import { fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";
import { isUrgentText, urgentFlag } from "./urgent-text.ts";

const sortColumns = {
  createdAt: "comments.created_at",
  name: "comments.name",
  email: "comments.email",
  blogtitle: "comments.blog_title",
} as const;

const searchColumns = ["comments.name", "comments.email", "comments.mobile", "comments.message", "comments.blog_title"];

/** How the admin's list may be narrowed; each given one applies. */
type CommentNarrowing = { replies?: ReplyFilter | undefined; published?: boolean | undefined; urgent?: boolean | undefined };

export function createCommentService(db: Db, outbox: Outbox) {
  // The post's title is the comment's own copy (migration 014), so the admin's pages and their counts read the
  // comments alone: joining the posts cost 15 ms a page at 100,000 comments. The public lists join them for
  // `published`.
  function selectComments() {
    return db.selectFrom("comments").select([
      "comments.id",
      "comments.blog_id",
      "comments.blog_title",
      "comments.name",
      "comments.email",
      "comments.mobile",
      "comments.message",
      "comments.published",
      "comments.urgent",
      "comments.created_at",
      "comments.reply_text",
      "comments.reply_created_at",
      "comments.reply_updated_at",
      "comments.notify_reply",
      // Read for the page's rows only (the count clears the selection): a post's language never changes.
      (eb) => eb.selectFrom("blogs").select("blogs.lang").whereRef("blogs.id", "=", "comments.blog_id").as("blog_lang"),
    ]);
  }
  type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>["executeTakeFirstOrThrow"]>>;

  function toAdminComment(row: CommentRow): AdminComment {
    return {
      ...toPublicComment(row),
      email: row.email,
      mobile: row.mobile,
      ...urgentFlag(row.urgent),
      notifyReply: row.notify_reply === 1,
      lang: row.blog_lang ?? "en",
    };
  }

  async function findOne(id: string): Promise<AdminComment | null> {
    if (!isId(id)) return null;
    const row = await selectComments().where("comments.id", "=", id).executeTakeFirst();
    return row ? toAdminComment(row) : null;
  }

  return {
    byId: findOne,

    /** One page of the published comments on published blogs (of one blog, or of all), newest first, with how many there are; never an e-mail or a mobile number. */
    async listPublished(blogId: string | undefined, slice: PageSlice): Promise<Page<PublicComment>> {
      if (blogId !== undefined && !isId(blogId)) return { items: [], total: 0 };
      let query = selectComments().innerJoin("blogs", "blogs.id", "comments.blog_id").where("comments.published", "=", 1).where("blogs.published", "=", 1);
      if (blogId !== undefined) query = query.where("comments.blog_id", "=", blogId);
      const rows = await query
        .orderBy("comments.created_at", "desc")
        .orderBy("comments.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      const { total } = await query.clearSelect().select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow();
      return { items: rows.map(toPublicComment), total };
    },

    /**
     * Stores a pending comment (never published automatically), marked urgent when its words suggest a risk of
     * self-harm, with its notification e-mail in the same transaction; null when `blogId` names no published blog.
     */
    async create(input: NewComment): Promise<{ id: string; urgent: boolean } | null> {
      if (!isId(input.blogId)) return null;
      const blog = await db.selectFrom("blogs").select("id").where("id", "=", input.blogId).where("published", "=", 1).executeTakeFirst();
      if (!blog) return null;
      const id = newId();
      const urgent = isUrgentText(input.message);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("comments")
          .values({
            id,
            blog_id: blog.id,
            name: input.name,
            email: input.email,
            mobile: input.mobile,
            message: input.message,
            published: 0,
            urgent: urgent ? 1 : 0,
            notify_reply: input.notifyReply && input.email ? 1 : 0,
            created_at: nowIso(),
          })
          .execute();
        await outbox.add(trx, "comment", id);
      });
      return { id, urgent };
    },

    /** The admin's list: any comment, or narrowed by reply, publication and urgency (together, when several are given). */
    async list(query: ListRequest<"comments"> & CommentNarrowing): Promise<Page<AdminComment>> {
      let select = selectComments();
      if (query.replies === "awaiting") select = select.where("comments.published", "=", 1).where("comments.reply_text", "is", null);
      if (query.replies === "replied") select = select.where("comments.reply_text", "is not", null);
      if (query.published !== undefined) select = select.where("comments.published", "=", query.published ? 1 : 0);
      if (query.urgent !== undefined) select = select.where("comments.urgent", "=", query.urgent ? 1 : 0);
      const { rows, total } = await fetchPage(select, query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "comments.id",
        searchColumns,
        flaggedFirst: "comments.urgent",
      });
      return { items: rows.map(toAdminComment), total };
    },

    /** The comments with these ids, newest first. */
    async byIds(ids: readonly string[]): Promise<AdminComment[]> {
      if (ids.length === 0) return [];
      const rows = await selectComments().where("comments.id", "in", ids).orderBy("comments.created_at", "desc").execute();
      return rows.map(toAdminComment);
    },

    async setPublished(id: string, published: boolean): Promise<AdminComment | null> {
      if (!isId(id)) return null;
      const updated = await db
        .updateTable("comments")
        .set({ published: published ? 1 : 0 })
        .where("id", "=", id)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n ? findOne(id) : null;
    },

    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      return db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom("comments").where("id", "=", id).executeTakeFirst();
        await outbox.forget(trx, [id]);
        return deleted.numDeletedRows > 0n;
      });
    },
  };
}

function toPublicComment(row: {
  id: string;
  blog_id: string;
  blog_title: string;
  name: string;
  message: string;
  published: number;
  created_at: string;
  reply_text: string | null;
  reply_created_at: string | null;
  reply_updated_at: string | null;
}): PublicComment {
  return {
    id: row.id,
    blogId: row.blog_id,
    blogTitle: row.blog_title,
    name: row.name,
    message: row.message,
    published: row.published === 1,
    createdAt: row.created_at,
    reply: replyOf(row),
  };
}

function replyOf(row: { reply_text: string | null; reply_created_at: string | null; reply_updated_at: string | null }): CommentReply | null {
  if (row.reply_text === null || !row.reply_created_at) return null;
  return { text: row.reply_text, createdAt: row.reply_created_at, updatedAt: row.reply_updated_at ?? row.reply_created_at };
}

export type CommentService = ReturnType<typeof createCommentService>;
