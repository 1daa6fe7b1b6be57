import { adminCalls } from "#app/contract/admin/index.ts";
import type { AdminBlog } from "#app/contract/admin/blogs.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import type { Lang } from "#app/i18n/languages.ts";
import type { BlogInput } from "#app/lib/schemas.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

export type { AdminBlog };

const { blogs } = adminApi;

/** A page of the list: the originals with their groups, one language's posts, or the outdated translations. */
export function listBlogs(view: ListView, narrowing: { originals?: true; lang?: Lang; outdated?: true }) {
  return blogs.list({ ...listBody(view), ...narrowing });
}

/** A post for its page; a translation comes with its original's text now and as it was translated from. */
export function getBlog(id: string) {
  return blogs.get({ _id: id });
}

/**
 * A draft translation of `original` into `lang`, starting from the original's own text for the doctor to translate
 * (nothing is translated by a machine); 409 names the translation that exists.
 */
export function createTranslation(original: WireBlog, lang: Lang) {
  return blogs.create({ ...writtenFields(original), lang, translationOf: original._id });
}

/** What a post is written with, as the create and update calls take it (its sections without their rendered HTML). */
function writtenFields({ title, category, metatitle, metadescription, author, keywords, content }: WireBlog) {
  return {
    title,
    category,
    metatitle,
    metadescription,
    author,
    keywords,
    content: content.map(({ title: heading, description }) => ({ title: heading, description })),
  };
}

/** Clears a translation's outdated mark without changing its words; answers the dismissal that `undoDismissal` takes. */
export function dismissOutdated(id: string) {
  return blogs.dismissOutdated({ _id: id });
}

/** The translation outdated again, showing the same changes as before its dismissal. */
export function undoDismissal(dismissalId: string) {
  return blogs.undoDismissal({ _id: dismissalId });
}

/** Who reviewed a translation and on which day (YYYY-MM-DD), saved with its stored text. */
export function saveReview(blog: WireBlog, reviewedBy: string, reviewedOn: string | null) {
  return blogs.update({ _id: blog._id, revision: blog.revision, ...writtenFields(blog), slug: blog.slug, reviewedBy, reviewedOn });
}

export function createBlog(input: BlogInput) {
  return blogs.create(input);
}

/**
 * `revision`: the one the editor started from, so a change made elsewhere meanwhile is answered 409 instead of lost;
 * `carriedOver`: an outdated translation now carries its original's changes (only then is it up to date again).
 */
export function updateBlog(id: string, input: BlogInput, options: { revision?: number; autosave?: boolean; carriedOver?: boolean } = {}) {
  return blogs.update({ _id: id, ...input, ...options });
}

/** A 409's `data`, one of the contract's `BlogConflict` shapes, read field by field: a refusal may carry none. */
type ConflictFields = { blog?: Partial<WireBlog>; addressTakeover?: true };

function conflictOf(failure: { status: number; data?: unknown }): ConflictFields | null {
  return failure.status === 409 && typeof failure.data === "object" && failure.data !== null ? (failure.data as ConflictFields) : null;
}

/** The stored post a 409 answer carries, when the refusal is a conflict. */
export function conflictingBlog(failure: { status: number; data?: unknown }): WireBlog | null {
  const blog = conflictOf(failure)?.blog;
  return blog && typeof blog.revision === "number" && Array.isArray(blog.content) ? (blog as WireBlog) : null;
}

/** The post whose earlier address a save would take (409 `addressTakeover`): the editor asks before it saves again. */
export function addressTakeoverFrom(failure: { status: number; data?: unknown }): { _id: string; title: string } | null {
  const conflict = conflictOf(failure);
  const blog = conflict?.addressTakeover === true ? conflict.blog : undefined;
  return blog?._id !== undefined && blog.title !== undefined ? { _id: blog._id, title: blog.title } : null;
}

export function createPreview(id: string) {
  return blogs.preview({ _id: id });
}

export function listRevisions(id: string) {
  return blogs.revisions({ _id: id });
}

export function getRevision(id: string) {
  return blogs.revision({ _id: id });
}

export function restoreRevision(id: string) {
  return blogs.restore({ _id: id });
}

/** Schedules the post for `publishAt` (ISO 8601), or with null publishes it now. */
export function scheduleBlog(id: string, publishAt: string) {
  return blogs.publish({ publishedid: id, published: true, publishAt });
}

/** An original with translations needs `translations`: deleted with it, or kept as posts of their own. */
export function deleteBlog(id: string, translations?: "delete" | "keep") {
  return blogs.delete({ _id: id, translations });
}

/** The list page publishes with PUT, the detail page with POST (SPEC.md section 7); the server takes both. */
export function setBlogPublished(id: string, published: boolean, method: "PUT" | "POST") {
  return (method === "PUT" ? blogs.publish : blogs.publishFromDetail)({ publishedid: id, published });
}

export function setBlogFeatured(id: string, featured: boolean) {
  return blogs.feature({ featuredid: id, featured });
}

/** Where a cover goes: the list page's call, or the detail page's singular 'blog' path (SPEC.md section 7). */
export type CoverUpload = typeof adminCalls.blogs.cover | typeof adminCalls.blogs.detailCover;
export const listPageCover: CoverUpload = adminCalls.blogs.cover;
export const detailPageCover: CoverUpload = adminCalls.blogs.detailCover;

export function uploadCover(upload: CoverUpload, id: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage(upload, { id }, file, onProgress);
}

/** Stores a picture for the post's sections; the editor then puts its `url` into a section's Markdown. */
export function uploadPostPicture(blogId: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage(adminCalls.blogs.picture, { id: blogId }, file, onProgress);
}
