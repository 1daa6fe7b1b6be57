// API.md's wire format, at the API's edge and nowhere else: the services speak app/lib/domain.ts, and
// these mappers turn their records into the answers API.md promises and the requests into drafts.
//
// Images follow one rule: API.md's original field is the URL of the largest JPEG (`coverimage`, `image`, "" when
// there is none), and beside it the same image with its variants is an ImageInfo or null under the name API.md's
// "Additions" give it (`cover`, `picture`), which is also its name in the domain records.
import type {
  ActivityEntry,
  AdminComment,
  Blog,
  BlogDraft,
  NewBlog,
  Contact,
  ImageInfo,
  JournalSearchHit,
  Media,
  MediaDraft,
  NewComment,
  NewContact,
  Page,
  PasskeyInfo,
  PublicComment,
  Revision,
  RevisionSummary,
  SessionInfo,
} from "#app/lib/domain.ts";
import type {
  JournalSearchResult,
  Paged,
  PostPicture,
  WireActivityEntry,
  WireAdminComment,
  WireBlog,
  WireTranslationSource,
  WireContact,
  WireMedia,
  WirePublicComment,
  WireRevision,
  WireRevisionSummary,
} from "#app/contract/shapes.ts";
import type { TranslationSource } from "../services/journal/translations.ts";
import type { SaveOptions } from "../services/journal/writes.ts";
import type { BlogInput, CommentInput, ContactInput, MediaInput } from "#app/lib/schemas.ts";
import type { BlogCreateInput, BlogSaveInput } from "#app/lib/journal-schemas.ts";

/** API.md's list envelope, `{ <name>: [...], total, pageno, pagesize }`, for a page of records and the request that asked for it. */
export function page<Name extends string, Item, WireItem>(name: Name, item: (record: Item) => WireItem) {
  return (found: Page<Item>, request: { pageno: number; pagesize: number }) =>
    ({ [name]: found.items.map(item), total: found.total, pageno: request.pageno, pagesize: request.pagesize }) as Record<Name, WireItem[]> & Paged;
}

export function blog(record: Blog): WireBlog {
  const { id, sections, cover, translations, ...rest } = record;
  const group = translations ? { translations: translations.map(({ id: memberId, ...member }) => ({ _id: memberId, ...member })) } : {};
  return { _id: id, ...rest, coverimage: cover?.url ?? "", cover, content: sections, ...group };
}

export function translationSource(source: TranslationSource): WireTranslationSource {
  const { original, madeFrom } = source;
  return {
    original: {
      _id: original.id,
      lang: original.lang,
      slug: original.slug,
      revision: original.revision,
      title: original.text.title,
      content: original.text.sections,
      ...original.search,
    },
    madeFrom: madeFrom.text ? { revision: madeFrom.revision, title: madeFrom.text.title, content: madeFrom.text.sections } : null,
  };
}

export function newBlog(input: BlogCreateInput): NewBlog {
  const { lang, translationOf, ...rest } = input;
  return { ...blogDraft(rest), lang, translationOf };
}

export function searchResults(hits: JournalSearchHit[]): { results: JournalSearchResult[] } {
  return { results: hits.map(({ id, ...rest }) => ({ _id: id, ...rest })) };
}

export function postPicture(image: ImageInfo): PostPicture {
  return { url: image.url, width: image.width, height: image.height };
}

export function revisionSummary(record: RevisionSummary): WireRevisionSummary {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}

export function revision(record: Revision): WireRevision {
  const { id, blogId, snapshot, createdAt, reason, title } = record;
  const { sections, title: _title, ...fields } = snapshot;
  return { _id: id, blogid: blogId, createdAt, reason, title, ...fields, content: sections };
}

function blogDraft(input: BlogInput & Pick<BlogSaveInput, "reviewedBy" | "reviewedOn">): BlogDraft {
  const { content, confirmAddressTakeover: _confirm, ...rest } = input;
  return { ...rest, sections: content };
}

export function publicComment(record: PublicComment): WirePublicComment {
  const { id, blogId, blogTitle, ...rest } = record;
  return { _id: id, blogid: blogId, blogtitle: blogTitle, ...rest };
}

export function adminComment(record: AdminComment): WireAdminComment {
  const { email, mobile, urgent, notifyReply, lang, ...rest } = record;
  return { ...publicComment(rest), email, mobile, urgent, notifyReply, lang };
}

export function newComment(input: Omit<CommentInput, "website">): NewComment {
  const { blogid, name, email, mobile, message, notifyReply } = input;
  return { blogId: blogid, name, email, mobile, message, notifyReply };
}

export function contact(record: Contact): WireContact {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}

export function newContact(input: Omit<ContactInput, "website">): NewContact {
  const { name, mobile, email, message } = input;
  return { name, mobile, email, message };
}

export function media(record: Media): WireMedia {
  const { id, picture, ...rest } = record;
  return { _id: id, ...rest, image: picture?.url ?? "", picture };
}

export function activityEntry(record: ActivityEntry): WireActivityEntry {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}

export function passkey(record: PasskeyInfo) {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}

export function sessionInfo(record: SessionInfo) {
  const { id, ...rest } = record;
  return { _id: id, ...rest };
}

/** `{ _id }`, API.md's answer naming a created or deleted record. */
export function idOf(id: string): { _id: string } {
  return { _id: id };
}

/** The post that already has the address a save asked for, as a 409 names it. */
export function slugOwner(owner: { id: string; title: string }): { _id: string; title: string } {
  return { _id: owner.id, title: owner.title };
}

/** The translation that already exists in the language a new one asked for, as a 409 names it. */
export function existingTranslation(existing: { id: string; title: string; slug: string }): { _id: string; title: string; slug: string } {
  return { _id: existing.id, title: existing.title, slug: existing.slug };
}

export function signedIn(token: string, expiresAt: string) {
  return { encoded_token: token, expiresAt };
}

export function blogUpdate(input: BlogSaveInput): { id: string; draft: BlogDraft; options: SaveOptions } {
  const { _id, revision, autosave, confirmAddressTakeover, carriedOver, ...rest } = input;
  return { id: _id, draft: blogDraft(rest), options: { revision, autosave, confirmAddressTakeover, carriedOver } };
}

export function mediaUpdate(input: MediaInput & { _id: string }): { id: string; draft: MediaDraft } {
  const { _id, title, description } = input;
  return { id: _id, draft: { title, description } };
}

/** `?blogid=` of the public comment list; absent or empty means every published comment. */
export function blogIdQuery(query: Record<string, unknown>): string | undefined {
  return typeof query.blogid === "string" && query.blogid !== "" ? query.blogid : undefined;
}

export function blogCreated(record: Blog) {
  return { ...idOf(record.id), blog: blog(record) };
}

export function coverSaved(record: Blog) {
  const answer = blog(record);
  return { coverimage: answer.coverimage, blog: answer };
}

export function mediaCreated(record: Media) {
  return { ...idOf(record.id), media: media(record) };
}

export function mediaUploaded(record: Media) {
  const answer = media(record);
  return { image: answer.image, media: answer };
}

/** A public comment or message accepted: its id, and whether its words suggest risk (the thank-you then gives the crisis line). */
export function postAccepted(record: { id: string; urgent: boolean }) {
  return { _id: record.id, urgent: record.urgent };
}
