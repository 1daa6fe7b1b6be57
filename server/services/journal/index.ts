import type { Db } from "../../db/connection.ts";
import type { MarkdownRenderer } from "../../markdown/render-pool.ts";
import type { ImageRecords } from "../images.ts";
import { createJournalAddresses } from "./addresses.ts";
import { createBlogHistory } from "./history.ts";
import { createJournalPictures } from "./pictures.ts";
import { createBlogPreviews } from "./previews.ts";
import { createJournalPublishing } from "./publishing.ts";
import { createJournalReaders } from "./readers.ts";
import { createJournalReads } from "./reads.ts";
import { createJournalRendering } from "./rendering.ts";
import { createJournalTranslations } from "./translations.ts";
import { createJournalWrites } from "./writes.ts";

/**
 * The journal's posts, split by job (as Ghost's services/posts): reads, writes, publishing, readers, pictures,
 * rendering, addresses, history and previews. None of them empties the page cache: the endpoints and jobs that call
 * them declare what they change (server/api/endpoint.ts, server/jobs/scheduled-posts.ts, server/jobs/daily.ts).
 */
export function createJournalService(db: Db, images: ImageRecords, renderer: MarkdownRenderer) {
  const history = createBlogHistory(db);
  const previews = createBlogPreviews(db);
  const rendering = createJournalRendering(db, images, renderer);
  const addresses = createJournalAddresses(db);
  const readers = createJournalReaders(db);
  const translations = createJournalTranslations(db);
  const reads = createJournalReads(db, images, addresses, rendering, readers, translations);
  const { rendered, ...readVerbs } = reads;
  return {
    ...readVerbs,
    ...createJournalWrites({ db, images, addresses, rendering, history, reads, translations }),
    ...createJournalPublishing(db, history, reads),
    ...createJournalPictures(db, images, reads),
    countRead: readers.count,
    readersOf: readers.of,
    /** One published post's readers, or null for an unknown or unpublished one. */
    readers: async (id: string) => (await readers.of([id]))[id] ?? null,
    revisions: (blogId: string) => history.list(blogId),
    revision: (revisionId: string) => history.get(revisionId),
    /** A secret address's token for the post, and the post's language, or null when there is no such post. */
    createPreview: (blogId: string) => previews.create(blogId),
    /** The post a preview token shows, in any status, with its sections as its page shows them; null for a bad token. */
    async previewOf(token: string) {
      const id = await previews.blogOf(token);
      return id ? rendered(id, { publishedOnly: false }) : null;
    },
    /** The original now and as the translation was made from it: the editor's side-by-side text and diff. */
    translationSource: translations.sourceOf,
    publishedSiblings: translations.publishedGroupsOf,
    /** The translation up to date, and the id that undoes it (null when it was not outdated); null for no translation. */
    async dismissOutdated(id: string) {
      const done = await translations.dismissOutdated(id);
      const blog = done && (await reads.get(id));
      return blog ? { blog, dismissal: done.dismissal } : null;
    },
    /** The translation outdated again as it was before the dismissal; null when there is nothing to undo. */
    async undoDismissal(dismissalId: string) {
      const id = await translations.undoDismissal(dismissalId);
      return id ? reads.get(id) : null;
    },
    renderStoredSections: rendering.renderStoredSections,
    assignMissingSlugs: addresses.assignMissing,
    publishedAddress: addresses.publishedAddress,
  };
}
