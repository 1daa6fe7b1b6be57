import type { Blog, BlogDraft, NewBlog, Revision, RevisionReason, TranslationsOnDelete } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { newId } from "../../db/ids.ts";
import { nowIso } from "../../db/clock.ts";
import { StaleRevision } from "../errors.ts";
import type { ImageRecords } from "../images.ts";
import { indexBlogForSearch } from "../journal-search.ts";
import type { JournalAddresses } from "./addresses.ts";
import type { BlogHistory } from "./history.ts";
import type { JournalReads } from "./reads.ts";
import type { JournalRendering, RenderedSection } from "./rendering.ts";
import type { JournalTranslations } from "./translations.ts";

/**
 * What a save is for: the editor's revision it started from (absent: the last write wins), whether it saved by
 * itself, whether the doctor confirmed taking an address another post had before, and, for a translation, whether she
 * says the original's changes are carried over into it (only then is an outdated translation up to date again).
 */
export type SaveOptions = { revision?: number; autosave?: boolean; confirmAddressTakeover?: boolean; carriedOver?: boolean };

/** The draft's fields as a revision keeps them (a restore writes them back). */
function draftFields(input: BlogDraft) {
  const { title, category, metatitle, metadescription, author, keywords, reviewedBy, reviewedOn } = input;
  return { title, category, metatitle, metadescription, author, keywords, reviewedBy, reviewedOn };
}

function fields(input: BlogDraft) {
  return {
    title: input.title,
    category: input.category,
    metatitle: input.metatitle,
    metadescription: input.metadescription,
    author: input.author,
    keywords: input.keywords,
    reviewed_by: input.reviewedBy,
    reviewed_on: input.reviewedOn,
  };
}

async function replaceSections(trx: Db, blogId: string, sections: RenderedSection[]) {
  await trx.deleteFrom("blog_sections").where("blog_id", "=", blogId).execute();
  await trx
    .insertInto("blog_sections")
    .values(sections.map((section, position) => ({ blog_id: blogId, position, ...section })))
    .execute();
  await indexBlogForSearch(trx, blogId);
}

type WriteDeps = {
  db: Db;
  images: ImageRecords;
  addresses: JournalAddresses;
  rendering: JournalRendering;
  history: BlogHistory;
  reads: JournalReads;
  translations: JournalTranslations;
};

/** The writes of a post's text and address: create, and update and restore through one save. */
export function createJournalWrites({ db, images, addresses, rendering, history, reads, translations }: WriteDeps) {
  /**
   * Stores the draft over the post in one transaction: refuses a stale revision (nothing stored) and a taken
   * address, counts the revision up and keeps the history. Null when there is no such post.
   */
  async function save(id: string, draft: BlogDraft, reason: RevisionReason, options: SaveOptions): Promise<Blog | null> {
    if (!isId(id)) return null;
    const sections = await rendering.renderSections(draft.sections);
    const outcome = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("blogs").select(["revision", "slug", "lang"]).where("id", "=", id).executeTakeFirst();
      if (!current) return "missing" as const;
      if (options.revision !== undefined && options.revision < current.revision) return "stale" as const;
      const slug = draft.slug || current.slug || (await addresses.freeSlug(trx, draft.title, id, current.lang));
      await addresses.claim(trx, id, current.lang, slug, current.slug, { takeOver: options.confirmAddressTakeover });
      await trx
        .updateTable("blogs")
        .set({ ...fields(draft), slug, revision: current.revision + 1, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await replaceSections(trx, id, sections);
      await history.record(trx, id, reason, { ...draftFields(draft), slug, sections: draft.sections });
      await translations.afterSave(trx, id, { autosave: reason === "autosaved", carriedOver: options.carriedOver === true });
      return "saved" as const;
    });
    if (outcome === "missing") return null;
    const stored = await reads.get(id);
    if (outcome === "stale" && stored) throw new StaleRevision(stored);
    return stored;
  }

  return {
    /**
     * A new blog, a draft and not featured, at the address given or one suggested from its title. A translation
     * (`translationOf`) takes its original's address in its own language unless given one, and records the original's
     * revision it starts from; TranslationExists when the original has one in that language already.
     */
    async create(input: NewBlog, { confirmAddressTakeover }: Pick<SaveOptions, "confirmAddressTakeover"> = {}): Promise<Blog> {
      const sections = await rendering.renderSections(input.sections);
      const id = newId();
      const at = nowIso();
      const lang = input.lang ?? "en";
      const translationOf = input.translationOf ?? null;
      await db.transaction().execute(async (trx) => {
        if (translationOf) await translations.checkNew(trx, lang, translationOf);
        const originalSlug = translationOf ? await translations.slugOf(trx, translationOf) : null;
        const slug = input.slug || (await addresses.freeSlug(trx, input.title, null, lang, originalSlug ?? undefined));
        await addresses.claim(trx, id, lang, slug, null, { takeOver: confirmAddressTakeover });
        await trx
          .insertInto("blogs")
          .values({ id, ...fields(input), slug, lang, translation_of: translationOf, created_at: at, updated_at: at })
          .execute();
        await replaceSections(trx, id, sections);
        await history.record(trx, id, "created", { ...draftFields(input), slug, sections: input.sections });
        if (translationOf) await translations.takeSource(trx, id, translationOf);
      });
      return (await reads.get(id))!;
    },

    /**
     * Throws StaleRevision when `options.revision` is older than the stored one, SlugTaken for another post's address,
     * AddressTakeover for another post's earlier one unless confirmed.
     */
    update(id: string, input: BlogDraft, options: SaveOptions = {}): Promise<Blog | null> {
      return save(id, input, options.autosave ? "autosaved" : "saved", options);
    },

    /** Puts the revision's text back as the post's (its address stays), keeping it as a new revision; null for an unknown revision. */
    async restore(revisionId: string): Promise<Blog | null> {
      const revision: Revision | null = await history.get(revisionId);
      if (!revision) return null;
      const { slug: _slug, ...draft } = revision.snapshot;
      return save(revision.blogId, draft, "restored", {});
    },

    /**
     * Deletes the blog with its sections, its comments and its cover's files. An original's translations go with it or
     * become originals of their own, as `translationsOnDelete` says (TranslationsNeedChoice when it has some and says
     * nothing): no translation is left pointing at nothing.
     */
    async remove(id: string, translationsOnDelete?: TranslationsOnDelete): Promise<boolean> {
      if (!isId(id)) return false;
      // Read and delete together, so an upload finishing meanwhile cannot leave its cover behind.
      const covers = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        if (!row) return undefined;
        const ids = [...(await translations.release(trx, id, translationsOnDelete)), id];
        const rows = await trx.selectFrom("blogs").select("cover_image_id").where("id", "in", ids).execute();
        await trx.deleteFrom("blogs").where("id", "in", ids).execute();
        const gone = rows.flatMap((found) => (found.cover_image_id ? [found.cover_image_id] : []));
        if (gone.length === 0) return [];
        // A cover a kept translation took over stays with it.
        const adopted = await trx.selectFrom("blogs").select("cover_image_id").where("cover_image_id", "in", gone).execute();
        return gone.filter((cover) => !adopted.some((row) => row.cover_image_id === cover));
      });
      if (covers === undefined) return false;
      for (const cover of covers) await images.remove(cover);
      return true;
    },
  };
}
