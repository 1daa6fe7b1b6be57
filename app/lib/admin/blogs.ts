import type { WireBlog, Paged, PostPicture, WireRevision, WireRevisionSummary, WireTranslationSource } from "#app/contract/shapes.ts";
import type { Lang } from "#app/i18n/languages.ts";
import type { BlogInput } from "#app/lib/schemas.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { type ListView, listBody } from "#app/lib/admin/lists.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

/** The blog as the admin detail call answers it: plus each section's Markdown rendered to sanitised HTML. */
export type AdminBlog = WireBlog & { rendered: string[] };

/** A page of the list, of one language when `lang` is given. */
export function listBlogs(view: ListView, lang?: Lang) {
  return callApi<Paged & { blogs: WireBlog[] }>("POST", "/api/admin/blogs", { ...listBody(view), lang });
}

/** A post for its page; a translation comes with its original's text now and as it was translated from. */
export function getBlog(id: string) {
  return callApi<{ blog: AdminBlog; source?: WireTranslationSource }>("POST", "/api/admin/blogs/get", { _id: id });
}

/**
 * A draft translation of `original` into `lang`, starting from the original's own text for the doctor to translate
 * (nothing is translated by a machine); 409 names the translation that exists.
 */
export function createTranslation(original: WireBlog, lang: Lang) {
  return callApi<{ _id: string; blog: WireBlog }>("POST", "/api/admin/blogs/create", {
    ...writtenFields(original),
    lang,
    translationOf: original._id,
  });
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

/** Clears a translation's outdated mark: it still says what the original says. */
export function dismissOutdated(id: string) {
  return callApi<{ blog: WireBlog }>("POST", "/api/admin/blogs/translation/dismiss", { _id: id });
}

/** Who reviewed a translation and on which day (YYYY-MM-DD), saved with its stored text. */
export function saveReview(blog: WireBlog, reviewedBy: string, reviewedOn: string | null) {
  return callApi<{ blog: WireBlog }>("PUT", "/api/admin/blogs/update", {
    _id: blog._id,
    revision: blog.revision,
    ...writtenFields(blog),
    slug: blog.slug,
    reviewedBy,
    reviewedOn,
  });
}

export function createBlog(input: BlogInput) {
  return callApi<{ _id: string; blog: WireBlog }>("POST", "/api/admin/blogs/create", input);
}

/** `revision`: the one the editor started from, so a change made elsewhere meanwhile is answered 409 instead of lost. */
export function updateBlog(id: string, input: BlogInput, options: { revision?: number; autosave?: boolean } = {}) {
  return callApi<{ blog: WireBlog }>("PUT", "/api/admin/blogs/update", { _id: id, ...input, ...options });
}

/** The stored post a 409 answer carries, when the refusal is a conflict. */
export function conflictingBlog(failure: { status: number; data?: unknown }): WireBlog | null {
  if (failure.status !== 409) return null;
  const blog = (failure.data as { blog?: WireBlog } | undefined)?.blog;
  return blog && typeof blog.revision === "number" && Array.isArray(blog.content) ? blog : null;
}

/** The post whose earlier address a save would take (409 `addressTakeover`): the editor asks before it saves again. */
export function addressTakeoverFrom(failure: { status: number; data?: unknown }): { _id: string; title: string } | null {
  if (failure.status !== 409) return null;
  const data = failure.data as { blog?: { _id: string; title: string }; addressTakeover?: boolean } | undefined;
  return data?.addressTakeover === true && data.blog ? data.blog : null;
}

export function createPreview(id: string) {
  return callApi<{ url: string }>("POST", "/api/admin/blogs/preview", { _id: id });
}

export function listRevisions(id: string) {
  return callApi<{ revisions: WireRevisionSummary[] }>("POST", "/api/admin/blogs/revisions", { _id: id });
}

export function getRevision(id: string) {
  return callApi<{ revision: WireRevision }>("POST", "/api/admin/blogs/revisions/get", { _id: id });
}

export function restoreRevision(id: string) {
  return callApi<{ blog: WireBlog }>("POST", "/api/admin/blogs/revisions/restore", { _id: id });
}

/** Schedules the post for `publishAt` (ISO 8601), or with null publishes it now. */
export function scheduleBlog(id: string, publishAt: string) {
  return callApi<{ blog: WireBlog }>("PUT", "/api/admin/blogs/published", { publishedid: id, published: true, publishAt });
}

/** An original with translations needs `translations`: deleted with it, or kept as posts of their own. */
export function deleteBlog(id: string, translations?: "delete" | "keep") {
  return callApi<{ _id: string }>("DELETE", "/api/admin/blogs/delete", { _id: id, translations });
}

/** The list page publishes with PUT, the detail page with POST (SPEC.md section 7); the server takes both. */
export function setBlogPublished(id: string, published: boolean, method: "PUT" | "POST") {
  return callApi<{ blog: WireBlog }>(method, "/api/admin/blogs/published", { publishedid: id, published });
}

export function setBlogFeatured(id: string, featured: boolean) {
  return callApi<{ blog: WireBlog }>("POST", "/api/admin/blogs/featured", { featuredid: id, featured });
}

/** Where a cover goes: the list page's path, or the detail page's singular 'blog' path (SPEC.md section 7). */
export type CoverUploadPath = (id: string) => string;
export const listCoverPath: CoverUploadPath = (id) => `/api/admin/blogs/blogimage/${encodeURIComponent(id)}`;
export const detailCoverPath: CoverUploadPath = (id) => `/api/admin/blog/blogimage/${encodeURIComponent(id)}`;

export function uploadCover(path: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage<{ coverimage: string }>(path, "blogimage", file, onProgress);
}

/** Stores a picture for the post's sections; the editor then puts its `url` into a section's Markdown. */
export function uploadPostPicture(blogId: string, file: File, onProgress: (percent: number) => void) {
  return uploadImage<PostPicture>(`/api/admin/blogs/images/${encodeURIComponent(blogId)}`, "image", file, onProgress);
}
