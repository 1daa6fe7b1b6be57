import { sql } from "kysely";
import type { Blog, BlogSection, PublishedSibling, TranslationSummary, TranslationsOnDelete } from "#app/lib/domain.ts";
import { type Lang, languages } from "#app/i18n/languages.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { newId } from "../../db/ids.ts";
import { nowIso } from "../../db/clock.ts";
import { InvalidInput, TranslationExists, TranslationsNeedChoice } from "../errors.ts";
import { statusOf } from "./rows.ts";

/** The original's words a translation is made from: what its diff compares, stored as JSON beside the translation. */
export type SourceText = { title: string; sections: BlogSection[] };

/** The one JSON form of a source text, so equal texts compare equal as strings. */
export function sourceTextJson(text: SourceText): string {
  return JSON.stringify({ title: text.title, sections: text.sections.map(({ title, description }) => ({ title, description })) });
}

/** A post's words for search engines and sharing. */
type SearchFields = { metatitle: string; metadescription: string; keywords: string };

/** What the editor of a translation shows beside it: the original now, and the original as the translation was made from it. */
export type TranslationSource = {
  /** `search`: its fields for search engines, which the editor flags in a translation while they are still the same. */
  original: { id: string; lang: Lang; slug: string; revision: number; text: SourceText; search: SearchFields };
  madeFrom: { revision: number | null; text: SourceText | null };
};

const byLanguage = (a: TranslationSummary, b: TranslationSummary) => languages.indexOf(a.lang) - languages.indexOf(b.lang);

/**
 * A post's translations: the group around an original (one translation per language), the revision of the original
 * each was made from and the `outdated` mark, and what a deleted original leaves of its group.
 */
export function createJournalTranslations(db: Db) {
  async function originalText(trx: Db, id: string): Promise<{ revision: number; text: SourceText } | null> {
    const row = await trx.selectFrom("blogs").select(["title", "revision"]).where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const sections = await trx.selectFrom("blog_sections").select(["title", "description"]).where("blog_id", "=", id).orderBy("position").execute();
    return { revision: row.revision, text: { title: row.title, sections } };
  }

  /**
   * Records the original as it is now as the translation's source, clearing its `outdated` mark. An earlier dismissal
   * can no longer be undone: its source is not the one the translation now follows.
   */
  async function takeSource(trx: Db, translationId: string, originalId: string): Promise<void> {
    const original = await originalText(trx, originalId);
    if (!original) return;
    await trx
      .updateTable("blogs")
      .set({ source_revision: original.revision, source_text: sourceTextJson(original.text), outdated: 0 })
      .where("id", "=", translationId)
      .execute();
    await trx.deleteFrom("translation_dismissals").where("blog_id", "=", translationId).execute();
  }

  /** Each post's group, the original first and then its translations in the site's language order. */
  async function groupsOf(blogs: readonly Pick<Blog, "id" | "translationOf">[]): Promise<Map<string, TranslationSummary[]>> {
    const groups = new Map<string, TranslationSummary[]>();
    if (blogs.length === 0) return groups;
    const originals = [...new Set(blogs.map((blog) => blog.translationOf ?? blog.id))];
    const rows = await db
      .selectFrom("blogs")
      .select(["id", "lang", "slug", "published", "publish_at", "outdated", "translation_of"])
      .where((eb) => eb.or([eb("id", "in", originals), eb("translation_of", "in", originals)]))
      .execute();
    const members = new Map<string, { original?: TranslationSummary; translations: TranslationSummary[] }>();
    for (const row of rows) {
      const summary = { id: row.id, lang: row.lang, slug: row.slug ?? row.id, status: statusOf(row.published, row.publish_at), outdated: row.outdated === 1 };
      const group = members.get(row.translation_of ?? row.id) ?? { translations: [] };
      if (row.translation_of) group.translations.push(summary);
      else group.original = summary;
      members.set(row.translation_of ?? row.id, group);
    }
    for (const blog of blogs) {
      const group = members.get(blog.translationOf ?? blog.id);
      groups.set(blog.id, group?.original ? [group.original, ...group.translations.sort(byLanguage)] : []);
    }
    return groups;
  }

  return {
    /**
     * Refuses a new post's `translationOf` unless it names an original in another language without a translation in
     * `lang` yet (TranslationExists names the one there is).
     */
    async checkNew(trx: Db, lang: Lang, translationOf: string): Promise<void> {
      const original = isId(translationOf)
        ? await trx.selectFrom("blogs").select(["lang", "translation_of"]).where("id", "=", translationOf).executeTakeFirst()
        : undefined;
      const refuse = (message: string) => new InvalidInput(message, { translationOf: message });
      if (!original) throw refuse("The post to translate does not exist");
      if (original.translation_of) throw refuse("Translate the original post, not one of its translations");
      if (original.lang === lang) throw refuse("A translation must be in another language than its original");
      const existing = await trx
        .selectFrom("blogs")
        .select(["id", "title", "slug"])
        .where("translation_of", "=", translationOf)
        .where("lang", "=", lang)
        .executeTakeFirst();
      if (existing) throw new TranslationExists(lang, { id: existing.id, title: existing.title, slug: existing.slug ?? existing.id });
    },

    /** The original's slug, the address a new translation takes unless it is given one. */
    async slugOf(trx: Db, id: string): Promise<string | null> {
      return (await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst())?.slug ?? null;
    },

    takeSource,

    /**
     * After a save of a post: an original's changed text marks its translations outdated. A translation follows the
     * original as it is now only when the doctor says its changes are carried over (`carriedOver`, on a save she asked
     * for): mending a typo leaves an outdated translation outdated.
     */
    async afterSave(trx: Db, id: string, options: { autosave: boolean; carriedOver: boolean }): Promise<void> {
      const row = await trx.selectFrom("blogs").select("translation_of").where("id", "=", id).executeTakeFirstOrThrow();
      if (row.translation_of) {
        // An autosave is the doctor still typing: it never says the translation is done.
        if (options.carriedOver && !options.autosave) await takeSource(trx, id, row.translation_of);
        return;
      }
      const original = await originalText(trx, id);
      if (!original) return;
      await trx
        .updateTable("blogs")
        .set({ outdated: 1 })
        .where("translation_of", "=", id)
        .where((eb) => eb.or([eb("source_text", "is", null), eb("source_text", "!=", sourceTextJson(original.text))]))
        .execute();
    },

    /**
     * Clears an outdated translation's mark without changing its text: it follows the original as it is now, and its
     * source before is kept for `undoDismissal` (`dismissal`, its id; null when the translation was not outdated, which
     * changes nothing). Null for no translation. Its readers see nothing new, so its last change (the sitemap's
     * `lastmod`, the feed's date) stays, and no page changes (its endpoint declares so).
     */
    async dismissOutdated(id: string): Promise<{ dismissal: string | null } | null> {
      if (!isId(id)) return null;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("blogs")
          .select(["translation_of", "outdated", "source_revision", "source_text"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row?.translation_of) return null;
        if (row.outdated !== 1) return { dismissal: null };
        await takeSource(trx, id, row.translation_of);
        const dismissal = newId();
        await trx
          .insertInto("translation_dismissals")
          .values({ id: dismissal, blog_id: id, at: nowIso(), source_revision: row.source_revision, source_text: row.source_text })
          .execute();
        return { dismissal };
      });
    },

    /**
     * Undoes a dismissal: the translation is outdated again, with the source it had before, so it shows the same
     * changes. Answers the translation's id; null when there is nothing to undo (an unknown dismissal, one undone
     * already, or one that a later dismissal or a save with its changes carried over has replaced).
     */
    async undoDismissal(dismissalId: string): Promise<string | null> {
      if (!isId(dismissalId)) return null;
      return db.transaction().execute(async (trx) => {
        const kept = await trx.selectFrom("translation_dismissals").selectAll().where("id", "=", dismissalId).executeTakeFirst();
        if (!kept) return null;
        await trx
          .updateTable("blogs")
          .set({ source_revision: kept.source_revision, source_text: kept.source_text, outdated: 1 })
          .where("id", "=", kept.blog_id)
          .where("translation_of", "is not", null)
          .execute();
        await trx.deleteFrom("translation_dismissals").where("id", "=", dismissalId).execute();
        return kept.blog_id;
      });
    },

    /** The original now and as the translation was made from it; null for an unknown post or an original. */
    async sourceOf(id: string): Promise<TranslationSource | null> {
      if (!isId(id)) return null;
      const row = await db.selectFrom("blogs").select(["translation_of", "source_revision", "source_text"]).where("id", "=", id).executeTakeFirst();
      if (!row?.translation_of) return null;
      const original = await db
        .selectFrom("blogs")
        .select(["id", "lang", "slug", "metatitle", "metadescription", "keywords"])
        .where("id", "=", row.translation_of)
        .executeTakeFirst();
      const now = await originalText(db, row.translation_of);
      if (!original || !now) return null;
      const { metatitle, metadescription, keywords } = original;
      return {
        original: {
          id: original.id,
          lang: original.lang,
          slug: original.slug ?? original.id,
          revision: now.revision,
          text: now.text,
          search: { metatitle, metadescription, keywords },
        },
        madeFrom: { revision: row.source_revision, text: row.source_text ? (JSON.parse(row.source_text) as SourceText) : null },
      };
    },

    groupsOf,

    /**
     * Each post's published siblings, itself included, for its `hreflang` links, its "Read this in …" line and the
     * sitemap: the original (`original: true`) and its translations that are live now, in `shown` (the published
     * languages: a language unpublished has no pages). Nothing else of the group shows.
     */
    async publishedGroupsOf(posts: readonly Pick<Blog, "id" | "translationOf">[], shown: readonly Lang[]): Promise<Map<string, PublishedSibling[]>> {
      const groups = await groupsOf(posts);
      const published = new Map<string, PublishedSibling[]>();
      for (const [id, members] of groups) {
        published.set(
          id,
          members
            .filter((member) => member.status === "published" && shown.includes(member.lang))
            .map(({ id: memberId, lang, slug }) => ({ id: memberId, lang, slug, original: memberId === members[0]?.id })),
        );
      }
      return published;
    },

    /**
     * Before an original is deleted: its translations are deleted too (their ids answered, for their covers) or become
     * originals of their own, each with the original's cover when it had none. Refuses (TranslationsNeedChoice) when
     * there are some and no choice was made.
     */
    async release(trx: Db, id: string, choice: TranslationsOnDelete | undefined): Promise<string[]> {
      const translations = await trx.selectFrom("blogs").select("id").where("translation_of", "=", id).execute();
      if (translations.length === 0) return [];
      if (!choice) throw new TranslationsNeedChoice(translations.length);
      const ids = translations.map((row) => row.id);
      if (choice === "keep") {
        // A translation that showed its original's cover keeps it as its own: the original's going does not take it.
        const original = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        await trx
          .updateTable("blogs")
          .set({
            translation_of: null,
            source_revision: null,
            source_text: null,
            outdated: 0,
            cover_image_id: sql<string | null>`coalesce(cover_image_id, ${original?.cover_image_id ?? null})`,
            updated_at: nowIso(),
          })
          .where("id", "in", ids)
          .execute();
        // An original of its own has no source to go back to.
        await trx.deleteFrom("translation_dismissals").where("blog_id", "in", ids).execute();
        return [];
      }
      return ids;
    },
  };
}

export type JournalTranslations = ReturnType<typeof createJournalTranslations>;
