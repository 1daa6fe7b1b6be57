import type { adminBlogListQuery, blogCreate, blogDelete, blogSave } from "#app/lib/journal-schemas.ts";
import type { blogFeature, blogPublish, idBody } from "#app/lib/schemas.ts";
import type { PageOf, PostPicture, WireBlog, WireRevision, WireRevisionSummary, WireTranslationSource } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";
import { upload } from "#app/contract/admin/files.ts";

/** A post as its editor reads it: each section's Markdown also rendered to sanitised HTML. */
export type AdminBlog = WireBlog & { rendered: string[] };

type OneBlog = { blog: WireBlog };

/**
 * What a refused save carries in `data` beside its 409 (API.md's failure envelope): the stored post when the editor's
 * revision is stale; the post that has the address (`addressTakeover` when it only had it before); the translation
 * that exists; how many translations a deleted original has.
 */
export type BlogConflict =
  | { blog: WireBlog }
  | { blog: { _id: string; title: string }; addressTakeover?: true }
  | { blog: { _id: string; title: string; slug: string } }
  | { translations: number };

/** The journal's calls of the back office (API.md "Blogs"; README "API" for the additions). */
export const blogCalls = {
  list: call("POST", "/api/admin/blogs").takes<typeof adminBlogListQuery>().answers<PageOf<"blogs", WireBlog>>(),
  /** A translation comes with its original's text now and as it was translated from. */
  get: call("POST", "/api/admin/blogs/get").takes<typeof idBody>().answers<{ blog: AdminBlog; source?: WireTranslationSource }>(),
  create: call("POST", "/api/admin/blogs/create").takes<typeof blogCreate>().answers<{ _id: string; blog: WireBlog }>(),
  update: call("PUT", "/api/admin/blogs/update").takes<typeof blogSave>().answers<OneBlog>(),
  preview: call("POST", "/api/admin/blogs/preview").takes<typeof idBody>().answers<{ url: string }>(),
  revisions: call("POST", "/api/admin/blogs/revisions").takes<typeof idBody>().answers<{ revisions: WireRevisionSummary[] }>(),
  revision: call("POST", "/api/admin/blogs/revisions/get").takes<typeof idBody>().answers<{ revision: WireRevision }>(),
  restore: call("POST", "/api/admin/blogs/revisions/restore").takes<typeof idBody>().answers<OneBlog>(),
  /** A picture for the post's sections; the editor puts its `url` into a section's Markdown. */
  picture: upload("/api/admin/blogs/images/:id", "image").answers<PostPicture>(),
  /** The cover, from the list page; `detailCover` is the detail page's singular path (SPEC.md section 7). */
  cover: upload("/api/admin/blogs/blogimage/:id", "blogimage").answers<{ coverimage: string; blog: WireBlog }>(),
  detailCover: upload("/api/admin/blog/blogimage/:id", "blogimage").answers<{ coverimage: string; blog: WireBlog }>(),
  /** `dismissal`: what `undoDismissal` takes to make the translation outdated again; null when it was not outdated. */
  dismissOutdated: call("POST", "/api/admin/blogs/translation/dismiss").takes<typeof idBody>().answers<OneBlog & { dismissal: { _id: string } | null }>(),
  /** Takes a dismissal's `_id` (its answer's, or an activity entry's `undo`). */
  undoDismissal: call("POST", "/api/admin/blogs/translation/undo-dismiss").takes<typeof idBody>().answers<OneBlog>(),
  delete: call("DELETE", "/api/admin/blogs/delete").takes<typeof blogDelete>().answers<{ _id: string }>(),
  /** The list page publishes with PUT, the detail page with POST (SPEC.md section 7). */
  publish: call("PUT", "/api/admin/blogs/published").takes<typeof blogPublish>().answers<OneBlog>(),
  publishFromDetail: call("POST", "/api/admin/blogs/published").takes<typeof blogPublish>().answers<OneBlog>(),
  feature: call("POST", "/api/admin/blogs/featured").takes<typeof blogFeature>().answers<OneBlog>(),
};
