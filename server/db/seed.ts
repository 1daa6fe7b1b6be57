import { slugFromTitle } from "#app/lib/slug.ts";
import type { StoredImage } from "../images/variants.ts";
import { demoImage } from "../images/demo.ts";
import { newId } from "./ids.ts";
import type { Db } from "./connection.ts";
import { sourceTextJson } from "../services/journal/translations.ts";
import { demoAuthor, demoBlogs } from "./demo/blogs.ts";
import { demoTranslations } from "./demo/translations.ts";
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
    await insertTranslations(trx, blogIds, at);
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
  return { blogs: demoBlogs.length + demoTranslations.length, comments: demoComments.length, contacts: demoContacts.length, media: demoMedia.length };
}

/**
 * The demo translations, published a day after their originals at the same address in their language, with the
 * original's cover: one outdated (made from an older text of its original), one reviewed.
 */
async function insertTranslations(trx: Db, originalIds: string[], at: (daysAgo: number) => string): Promise<void> {
  const ids = demoTranslations.map(() => newId());
  await trx
    .insertInto("blogs")
    .values(
      demoTranslations.map((translation, index) => {
        const original = demoBlogs[translation.original]!;
        const when = at(Math.max(0, original.daysAgo - 1));
        return {
          id: ids[index]!,
          lang: translation.lang,
          translation_of: originalIds[translation.original]!,
          title: translation.title,
          slug: slugFromTitle(original.title),
          category: translation.category,
          metatitle: translation.metatitle,
          metadescription: translation.metadescription,
          author: demoAuthor,
          keywords: translation.keywords,
          cover_image_id: null,
          published: 1,
          publish_at: when,
          featured: original.featured ? 1 : 0,
          featured_order: original.featured ? 1 : 0,
          readers: translation.readers,
          created_at: when,
          updated_at: when,
          source_revision: 1,
          source_text: sourceTextJson({ title: original.title, sections: translation.madeFromSections ?? original.content }),
          outdated: translation.madeFromSections ? 1 : 0,
          reviewed_by: translation.reviewedBy ?? "",
          reviewed_on: translation.reviewedBy ? when.slice(0, 10) : null,
        };
      }),
    )
    .execute();
  await trx
    .insertInto("blog_sections")
    .values(demoTranslations.flatMap((translation, index) => translation.content.map((section, position) => ({ blog_id: ids[index]!, position, ...section }))))
    .execute();
}
