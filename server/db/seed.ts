import { slugFromTitle } from "#app/lib/slug.ts";
import type { StoredImage } from "../images/variants.ts";
import { demoImage } from "../images/demo.ts";
import { newId } from "./ids.ts";
import type { Db } from "./connection.ts";
import { demoAuthor, demoBlogs } from "./demo/blogs.ts";
import { demoComments, demoContacts, demoMedia } from "./demo/messages.ts";

export type DemoCounts = { blogs: number; comments: number; contacts: number; media: number };

const contentTables = ["blogs", "comments", "contacts", "media"] as const;

const seededKey = "demo_seeded_at";

/**
 * True for a database that never had the demo content and holds no blog, comment, message or media item:
 * an admin who deletes everything does not get the demo back at the next start.
 */
export async function needsDemoContent(db: Db): Promise<boolean> {
  const seeded = await db.selectFrom("app_state").select("value").where("key", "=", seededKey).executeTakeFirst();
  if (seeded) return false;
  for (const table of contentTables) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

const day = 24 * 60 * 60 * 1000;

/**
 * Fills a new database with the fictional demo practice: articles (one featured, one draft), comments
 * (published and pending), contact messages and media, with generated pictures.
 */
export async function seedDemoContent(db: Db, images: { save(bytes: Buffer): Promise<StoredImage> }): Promise<DemoCounts> {
  const now = Date.now();
  const at = (daysAgo: number, minutes = 0) => new Date(now - daysAgo * day - minutes * 60_000).toISOString();
  const picture = async (seed: number, width: number, height: number) => images.save(await demoImage({ seed, width, height }));

  const [covers, pictures] = await Promise.all([
    Promise.all(demoBlogs.map((_, index) => picture(101 + index, 800, 450))),
    Promise.all(demoMedia.map((_, index) => picture(201 + index, 640, 480))),
  ]);

  const blogIds = demoBlogs.map(() => newId());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("blogs")
      .values(
        demoBlogs.map((blog, index) => ({
          id: blogIds[index]!,
          title: blog.title,
          slug: slugFromTitle(blog.title),
          category: blog.category,
          metatitle: blog.metatitle,
          metadescription: blog.metadescription,
          author: demoAuthor,
          keywords: blog.keywords,
          cover_image_id: covers[index]!.id,
          published: blog.published ? 1 : 0,
          publish_at: blog.published ? at(blog.daysAgo) : null,
          featured: blog.featured ? 1 : 0,
          featured_order: blog.featured ? 1 : 0,
          readers: blog.readers,
          created_at: at(blog.daysAgo),
          updated_at: at(blog.daysAgo),
        })),
      )
      .execute();
    await trx
      .insertInto("blog_sections")
      .values(demoBlogs.flatMap((blog, index) => blog.content.map((section, position) => ({ blog_id: blogIds[index]!, position, ...section }))))
      .execute();
    await trx
      .insertInto("comments")
      .values(
        demoComments.map((comment, index) => ({
          id: newId(),
          blog_id: blogIds[comment.blog]!,
          name: comment.name,
          email: comment.email,
          mobile: comment.mobile,
          message: comment.message,
          published: comment.published ? 1 : 0,
          created_at: at(comment.daysAgo, index * 7),
          reply_text: comment.reply?.text ?? null,
          reply_created_at: comment.reply ? at(comment.reply.daysAgo) : null,
          reply_updated_at: comment.reply ? at(comment.reply.daysAgo) : null,
        })),
      )
      .execute();
    await trx
      .insertInto("contacts")
      .values(
        demoContacts.map((contact) => ({
          id: newId(),
          name: contact.name,
          mobile: contact.mobile,
          email: contact.email,
          message: contact.message,
          created_at: at(contact.daysAgo),
        })),
      )
      .execute();
    await trx
      .insertInto("app_state")
      .values({ key: seededKey, value: new Date(now).toISOString() })
      .execute();
    await trx
      .insertInto("media")
      .values(
        demoMedia.map((item, index) => ({
          id: newId(),
          title: item.title,
          description: item.description,
          image_id: pictures[index]!.id,
          created_at: at(item.daysAgo),
        })),
      )
      .execute();
  });
  return { blogs: demoBlogs.length, comments: demoComments.length, contacts: demoContacts.length, media: demoMedia.length };
}
