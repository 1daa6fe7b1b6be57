import type { Lang } from "#app/i18n/languages.ts";
import { isId } from "#app/lib/rules.ts";
import { numberedSlug, slugFromTitle } from "#app/lib/slug.ts";
import type { Db } from "../../db/connection.ts";
import { AddressTakeover, SlugTaken } from "../errors.ts";

/**
 * A post's address (`/blogs/{slug}`, a translation's `/{lang}/blogs/{slug}`): suggested from its title, unique within
 * its language, and kept as an earlier address when it changes.
 */
export function createJournalAddresses(db: Db) {
  /**
   * The suggested address for a title (or `base`): its transliteration, with `-2`, `-3`, … when another post of the
   * language has it or had it before (whose old links must keep leading there).
   */
  async function freeSlug(trx: Db, title: string, exceptId: string | null, lang: Lang = "en", base = slugFromTitle(title)): Promise<string> {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : numberedSlug(base, n);
      let current = trx.selectFrom("blogs").select("id").where("lang", "=", lang).where("slug", "=", candidate);
      let earlier = trx.selectFrom("blog_old_slugs").select("blog_id").where("lang", "=", lang).where("slug", "=", candidate);
      if (exceptId) {
        current = current.where("id", "!=", exceptId);
        earlier = earlier.where("blog_id", "!=", exceptId);
      }
      if (!(await current.executeTakeFirst()) && !(await earlier.executeTakeFirst())) return candidate;
    }
  }

  return {
    freeSlug,

    /**
     * Gives the post `slug`, refusing one another post has, and one another post had before unless `takeOver` (its
     * old links would lead here). The address it had becomes an earlier one (answered with a 301), and the new one
     * stops being an earlier address of any post.
     */
    async claim(trx: Db, id: string, lang: Lang, slug: string, previous: string | null, { takeOver = false } = {}): Promise<void> {
      const owner = await trx
        .selectFrom("blogs")
        .select(["id", "title"])
        .where("lang", "=", lang)
        .where("slug", "=", slug)
        .where("id", "!=", id)
        .executeTakeFirst();
      if (owner) throw new SlugTaken(slug, owner);
      if (slug === previous) return;
      const formerOwner = await trx
        .selectFrom("blog_old_slugs")
        .innerJoin("blogs", "blogs.id", "blog_old_slugs.blog_id")
        .select(["blogs.id", "blogs.title"])
        .where("blog_old_slugs.lang", "=", lang)
        .where("blog_old_slugs.slug", "=", slug)
        .where("blogs.id", "!=", id)
        .executeTakeFirst();
      if (formerOwner && !takeOver) throw new AddressTakeover(slug, formerOwner);
      await trx.deleteFrom("blog_old_slugs").where("lang", "=", lang).where("slug", "=", slug).execute();
      if (previous) {
        await trx
          .insertInto("blog_old_slugs")
          .values({ lang, slug: previous, blog_id: id })
          .onConflict((conflict) => conflict.columns(["lang", "slug"]).doUpdateSet({ blog_id: id }))
          .execute();
      }
    },

    /**
     * The id of the post of `lang` with this id, current slug or earlier slug; `moved` when the address is not its
     * current one. An id finds a post of any language (the caller sends it to the post's own address).
     */
    async resolve(address: string, lang: Lang = "en"): Promise<{ id: string; moved: boolean } | null> {
      if (isId(address)) return { id: address, moved: true };
      const current = await db.selectFrom("blogs").select("id").where("lang", "=", lang).where("slug", "=", address).executeTakeFirst();
      const earlier = current
        ? undefined
        : await db.selectFrom("blog_old_slugs").select("blog_id").where("lang", "=", lang).where("slug", "=", address).executeTakeFirst();
      const id = current?.id ?? earlier?.blog_id;
      return id ? { id, moved: !current } : null;
    },

    /** The current address of the published post in `lang` whose current or earlier address `slug` is; null for any other. */
    async publishedAddress(slug: string, lang: Lang): Promise<string | null> {
      const current = await db
        .selectFrom("blogs")
        .select("slug")
        .where("lang", "=", lang)
        .where("slug", "=", slug)
        .where("published", "=", 1)
        .executeTakeFirst();
      if (current) return slug;
      const moved = await db
        .selectFrom("blog_old_slugs")
        .innerJoin("blogs", "blogs.id", "blog_old_slugs.blog_id")
        .select("blogs.slug")
        .where("blog_old_slugs.lang", "=", lang)
        .where("blog_old_slugs.slug", "=", slug)
        .where("blogs.published", "=", 1)
        .executeTakeFirst();
      return moved?.slug ?? null;
    },

    /** Gives each post without an address (an upgraded database, the demo seed) one from its title, oldest first. */
    async assignMissing(): Promise<number> {
      const rows = await db.selectFrom("blogs").select(["id", "title", "lang"]).where("slug", "is", null).orderBy("created_at").orderBy("id").execute();
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          await trx
            .updateTable("blogs")
            .set({ slug: await freeSlug(trx, row.title, row.id, row.lang) })
            .where("id", "=", row.id)
            .execute();
        }
      });
      return rows.length;
    },
  };
}

export type JournalAddresses = ReturnType<typeof createJournalAddresses>;
