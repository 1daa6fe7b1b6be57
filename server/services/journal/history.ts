import type { BlogSnapshot, Revision, RevisionReason, RevisionSummary } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { newId } from "../../db/ids.ts";
import { now, nowIso } from "../../db/clock.ts";

/** How many revisions a post keeps; past it the oldest autosaves go first, then the oldest of the rest. */
const revisionsPerPost = 100;

/** Autosaves within this time of the last autosaved revision update it instead of adding one. */
const autosaveWindowMs = 10 * 60 * 1000;

/** The history of each post (issue 17): a revision on create, save, publish, unpublish, restore and, sparingly, on autosave. */
export function createBlogHistory(db: Db) {
  async function prune(trx: Db, blogId: string) {
    const { count } = await trx
      .selectFrom("blog_revisions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("blog_id", "=", blogId)
      .executeTakeFirstOrThrow();
    let excess = Number(count) - revisionsPerPost;
    if (excess <= 0) return;
    for (const autosavesOnly of [true, false]) {
      let query = trx.selectFrom("blog_revisions").select("id").where("blog_id", "=", blogId);
      if (autosavesOnly) query = query.where("reason", "=", "autosaved");
      const oldest = await query.orderBy("created_at", "asc").orderBy("id", "asc").limit(excess).execute();
      if (oldest.length > 0) {
        await trx
          .deleteFrom("blog_revisions")
          .where(
            "id",
            "in",
            oldest.map((row) => row.id),
          )
          .execute();
      }
      excess -= oldest.length;
      if (excess <= 0) return;
    }
  }

  return {
    /** The post's editable fields as stored, to keep as a revision of a write that did not carry them (publishing). */
    async snapshotOf(trx: Db, id: string): Promise<BlogSnapshot> {
      const row = await trx
        .selectFrom("blogs")
        .select(["id", "slug", "title", "category", "metatitle", "metadescription", "author", "keywords"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const sections = await trx.selectFrom("blog_sections").select(["title", "description"]).where("blog_id", "=", id).orderBy("position").execute();
      const { id: _id, slug, ...rest } = row;
      return { ...rest, slug: slug ?? id, sections };
    },

    /** Keeps the post's state as a revision; runs inside the transaction that stored it. */
    async record(trx: Db, blogId: string, reason: RevisionReason, snapshot: BlogSnapshot): Promise<void> {
      const at = nowIso();
      if (reason === "autosaved") {
        const latest = await trx
          .selectFrom("blog_revisions")
          .select(["id", "reason", "created_at"])
          .where("blog_id", "=", blogId)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .executeTakeFirst();
        if (latest?.reason === "autosaved" && now().getTime() - Date.parse(latest.created_at) < autosaveWindowMs) {
          await trx
            .updateTable("blog_revisions")
            .set({ title: snapshot.title, snapshot: JSON.stringify(snapshot), updated_at: at })
            .where("id", "=", latest.id)
            .execute();
          return;
        }
      }
      await trx
        .insertInto("blog_revisions")
        .values({ id: newId(), blog_id: blogId, reason, title: snapshot.title, snapshot: JSON.stringify(snapshot), created_at: at, updated_at: at })
        .execute();
      await prune(trx, blogId);
    },

    /** The post's revisions, newest first; null when there is no such post. */
    async list(blogId: string): Promise<RevisionSummary[] | null> {
      if (!isId(blogId)) return null;
      const blog = await db.selectFrom("blogs").select("id").where("id", "=", blogId).executeTakeFirst();
      if (!blog) return null;
      const rows = await db
        .selectFrom("blog_revisions")
        .select(["id", "reason", "title", "created_at", "updated_at"])
        .where("blog_id", "=", blogId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      // An autosave updated in place is as recent as its last update.
      return rows.map((row) => ({ id: row.id, reason: row.reason, title: row.title, createdAt: row.updated_at }));
    },

    async get(revisionId: string): Promise<Revision | null> {
      if (!isId(revisionId)) return null;
      const row = await db.selectFrom("blog_revisions").selectAll().where("id", "=", revisionId).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        blogId: row.blog_id,
        reason: row.reason,
        title: row.title,
        createdAt: row.updated_at,
        snapshot: JSON.parse(row.snapshot) as BlogSnapshot,
      };
    },
  };
}
export type BlogHistory = ReturnType<typeof createBlogHistory>;
