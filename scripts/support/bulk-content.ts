// Content written straight into a site's SQLite file, many rows in one transaction: for the scale benchmark and for
// tests that need more posts than the admin API makes in good time. The rows are those the services write; a
// section's HTML is given (rendered once by the caller), not rendered per row.
import type BetterSqlite3 from "better-sqlite3";
import { newId } from "../../server/db/ids.ts";

export type BulkSection = { title: string; description: string; html: string };

export type BulkPost = {
  title: string;
  sections: BulkSection[];
  createdAt: string;
  published?: boolean;
  featured?: boolean;
  readers?: number;
  category?: string;
  author?: string;
  coverImageId?: string | null;
};

export type BulkComment = { blogId: string; name: string; message: string; createdAt: string; published?: boolean };

/** Inserts the posts with their sections; answers their ids in order. */
export function insertPosts(sqlite: BetterSqlite3.Database, posts: Iterable<BulkPost>): string[] {
  // A database with readable addresses (migration 011) gets a slug per post, as the blog service gives one.
  const hasSlug = (sqlite.prepare("SELECT name FROM pragma_table_info('blogs')").all() as { name: string }[]).some((column) => column.name === "slug");
  const blog = sqlite.prepare(
    `INSERT INTO blogs (id, title, category, author, cover_image_id, published, featured, readers, created_at, updated_at${hasSlug ? ", slug" : ""})
     VALUES (@id, @title, @category, @author, @cover, @published, @featured, @readers, @createdAt, @createdAt${hasSlug ? ", @slug" : ""})`,
  );
  const section = sqlite.prepare("INSERT INTO blog_sections (blog_id, position, title, description, html) VALUES (?, ?, ?, ?, ?)");
  const ids: string[] = [];
  sqlite.transaction(() => {
    for (const post of posts) {
      const id = newId();
      blog.run({
        id,
        title: post.title,
        category: post.category ?? "",
        author: post.author ?? "",
        cover: post.coverImageId ?? null,
        published: post.published === false ? 0 : 1,
        featured: post.featured ? 1 : 0,
        readers: post.readers ?? 0,
        createdAt: post.createdAt,
        ...(hasSlug ? { slug: `post-${id}` } : {}),
      });
      for (const [position, { title, description, html }] of post.sections.entries()) section.run(id, position, title, description, html);
      ids.push(id);
    }
  })();
  return ids;
}

export function insertComments(sqlite: BetterSqlite3.Database, comments: Iterable<BulkComment>): void {
  const comment = sqlite.prepare("INSERT INTO comments (id, blog_id, name, email, mobile, message, published, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  sqlite.transaction(() => {
    for (const entry of comments) {
      comment.run(
        newId(),
        entry.blogId,
        entry.name,
        "reader@example.com",
        "+91 90000 00000",
        entry.message,
        entry.published === false ? 0 : 1,
        entry.createdAt,
      );
    }
  })();
}

/** An image record with the usual variants, without files: enough for pages that only link to it. */
export function insertImageRecord(sqlite: BetterSqlite3.Database, createdAt: string): string {
  const id = newId();
  const variants = [640, 1280].flatMap((width) =>
    (["avif", "webp", "jpeg"] as const).map((format) => ({ width, format, file: `${width}.${format === "jpeg" ? "jpg" : format}` })),
  );
  sqlite.prepare("INSERT INTO images (id, width, height, variants, created_at) VALUES (?, 1280, 853, ?, ?)").run(id, JSON.stringify(variants), createdAt);
  return id;
}

/** Gallery items, each with an image record of its own. */
export function insertMedia(sqlite: BetterSqlite3.Database, items: Iterable<{ title: string; description: string; createdAt: string }>): void {
  const media = sqlite.prepare("INSERT INTO media (id, title, description, image_id, created_at) VALUES (?, ?, ?, ?, ?)");
  sqlite.transaction(() => {
    for (const item of items) media.run(newId(), item.title, item.description, insertImageRecord(sqlite, item.createdAt), item.createdAt);
  })();
}

/** `count` ISO times one minute apart, the newest first, ending at `newest`. */
export function minutesBefore(newest: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => new Date(newest.getTime() - index * 60_000).toISOString());
}
