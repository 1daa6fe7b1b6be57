import type { Blog, BlogEntry, BlogSection, BlogStatus } from "#app/lib/domain.ts";
import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { type ImageRecords, joinedImageColumns } from "../images.ts";

/** How much of a first section a list reads: the longest excerpt (90 words) needs far less; the rest stays in the database. */
const leadCharacters = 3000;

/** How the stored flags read: a post is scheduled while unpublished with a time to go out. */
export function statusOf(published: number, publishAt: string | null): BlogStatus {
  if (published === 1) return "published";
  return publishAt ? "scheduled" : "draft";
}

/** A post's cover: its own, or, for a translation without one, its original's. */
export const coverImageId = sql<
  string | null
>`coalesce(blogs.cover_image_id, (SELECT original.cover_image_id FROM blogs AS original WHERE original.id = blogs.translation_of))`;

/** The one shape in which every read of the journal selects posts: the row with its cover's columns. */
export function selectPosts(db: Db) {
  return db
    .selectFrom("blogs")
    .leftJoin("images", (join) => join.on(sql<boolean>`images.id = ${coverImageId}`))
    .select([
      "blogs.id",
      "blogs.slug",
      "blogs.publish_at",
      "blogs.revision",
      "blogs.title",
      "blogs.category",
      "blogs.metatitle",
      "blogs.metadescription",
      "blogs.author",
      "blogs.keywords",
      "blogs.published",
      "blogs.featured",
      "blogs.featured_order",
      "blogs.readers",
      "blogs.created_at",
      "blogs.updated_at",
      "blogs.lang",
      "blogs.translation_of",
      "blogs.source_revision",
      "blogs.outdated",
      "blogs.reviewed_by",
      "blogs.reviewed_on",
      ...joinedImageColumns,
    ]);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["executeTakeFirstOrThrow"]>>;

/** Published posts as lists read them: the opening of the first section comes in the same query, the rest never. */
export function selectListings(db: Db) {
  return selectPosts(db)
    .select((eb) =>
      eb
        .selectFrom("blog_sections")
        .select(sql<string>`substr(blog_sections.description, 1, ${leadCharacters})`.as("lead"))
        .whereRef("blog_sections.blog_id", "=", "blogs.id")
        .where("blog_sections.position", "=", 0)
        .as("lead"),
    )
    .where("blogs.published", "=", 1);
}

/** The domain's post from its row, without its sections. */
export function entryOf(images: ImageRecords, row: PostRow): BlogEntry {
  return {
    id: row.id,
    slug: row.slug ?? row.id,
    title: row.title,
    category: row.category,
    metatitle: row.metatitle,
    metadescription: row.metadescription,
    author: row.author,
    keywords: row.keywords,
    cover: images.infoOf(row),
    published: row.published === 1,
    status: statusOf(row.published, row.publish_at),
    publishAt: row.publish_at,
    revision: row.revision,
    featured: row.featured === 1,
    featuredOrder: row.featured_order,
    readers: row.readers,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lang: row.lang,
    translationOf: row.translation_of,
    sourceRevision: row.source_revision,
    outdated: row.outdated === 1,
    reviewedBy: row.reviewed_by,
    reviewedOn: row.reviewed_on,
  };
}

/** The rows as whole posts, their sections read in one query. */
export async function withSections(db: Db, images: ImageRecords, rows: PostRow[]): Promise<Blog[]> {
  if (rows.length === 0) return [];
  const sections = await db
    .selectFrom("blog_sections")
    .select(["blog_id", "title", "description"])
    .where(
      "blog_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("blog_id")
    .orderBy("position")
    .execute();
  const byBlog = new Map<string, BlogSection[]>();
  for (const section of sections) {
    const list = byBlog.get(section.blog_id) ?? [];
    list.push({ title: section.title, description: section.description });
    byBlog.set(section.blog_id, list);
  }
  return rows.map((row) => ({ ...entryOf(images, row), sections: byBlog.get(row.id) ?? [] }));
}
