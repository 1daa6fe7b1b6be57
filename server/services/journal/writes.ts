import type { Blog, BlogDraft, Revision, RevisionReason } from "#app/lib/domain.ts";
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

/**
 * What a save is for: the editor's revision it started from (absent: the last write wins), whether it saved by
 * itself, and whether the doctor confirmed taking an address another post had before.
 */
export type SaveOptions = { revision?: number; autosave?: boolean; confirmAddressTakeover?: boolean };

function fields(input: BlogDraft) {
  return {
    title: input.title,
    category: input.category,
    metatitle: input.metatitle,
    metadescription: input.metadescription,
    author: input.author,
    keywords: input.keywords,
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
};

/** The writes of a post's text and address: create, and update and restore through one save. */
export function createJournalWrites({ db, images, addresses, rendering, history, reads }: WriteDeps) {
  /**
   * Stores the draft over the post in one transaction: refuses a stale revision (nothing stored) and a taken
   * address, counts the revision up and keeps the history. Null when there is no such post.
   */
  async function save(id: string, draft: BlogDraft, reason: RevisionReason, options: SaveOptions): Promise<Blog | null> {
    if (!isId(id)) return null;
    const sections = await rendering.renderSections(draft.sections);
    const outcome = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("blogs").select(["revision", "slug"]).where("id", "=", id).executeTakeFirst();
      if (!current) return "missing" as const;
      if (options.revision !== undefined && options.revision < current.revision) return "stale" as const;
      const slug = draft.slug || current.slug || (await addresses.freeSlug(trx, draft.title, id));
      await addresses.claim(trx, id, slug, current.slug, { takeOver: options.confirmAddressTakeover });
      await trx
        .updateTable("blogs")
        .set({ ...fields(draft), slug, revision: current.revision + 1, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      await replaceSections(trx, id, sections);
      await history.record(trx, id, reason, { ...fields(draft), slug, sections: draft.sections });
      return "saved" as const;
    });
    if (outcome === "missing") return null;
    const stored = await reads.get(id);
    if (outcome === "stale" && stored) throw new StaleRevision(stored);
    return stored;
  }

  return {
    /** A new blog, a draft and not featured, at the address given or one suggested from its title. */
    async create(input: BlogDraft, { confirmAddressTakeover }: Pick<SaveOptions, "confirmAddressTakeover"> = {}): Promise<Blog> {
      const sections = await rendering.renderSections(input.sections);
      const id = newId();
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const slug = input.slug || (await addresses.freeSlug(trx, input.title, null));
        await addresses.claim(trx, id, slug, null, { takeOver: confirmAddressTakeover });
        await trx
          .insertInto("blogs")
          .values({ id, ...fields(input), slug, created_at: at, updated_at: at })
          .execute();
        await replaceSections(trx, id, sections);
        await history.record(trx, id, "created", { ...fields(input), slug, sections: input.sections });
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

    /** Deletes the blog with its sections, its comments and its cover's files. */
    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      // Read and delete together, so an upload finishing meanwhile cannot leave its cover behind.
      const cover = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        if (row) await trx.deleteFrom("blogs").where("id", "=", id).execute();
        return row ? row.cover_image_id : undefined;
      });
      if (cover === undefined) return false;
      if (cover) await images.remove(cover);
      return true;
    },
  };
}
