import { z } from "zod";
import { languages } from "#app/i18n/languages.ts";
import { blogInput, blogListQuery, blogUpdate, idBody, publicPageQuery } from "#app/lib/schemas.ts";

// The journal's translation fields (issue 29), apart from schemas.ts: the public pages' forms load that module, and
// these rules are the API's and the back office's only, so no public page carries them.

const language = z.enum(languages, { error: `Language must be one of: ${languages.join(", ")}` });

/** "Reviewed by {reviewedBy} on {reviewedOn}" on a translation's page; "" and null when nobody has, kept when absent. */
const review = {
  reviewedBy: z.string({ error: "Reviewed by must be text" }).trim().max(200, "Reviewed by must be at most 200 characters").optional(),
  reviewedOn: z.union([z.iso.date({ error: "Give the review's day as YYYY-MM-DD" }), z.null()]).optional(),
};

/** A new post: its language (English when absent) and, for a translation, the original it translates. */
export const blogCreate = blogInput.extend({
  ...review,
  lang: language.optional(),
  translationOf: z.union([z.string({ error: "Original post must be an id" }).trim().min(1, "Original post is required"), z.null()]).optional(),
});

/**
 * A save of a post's text, with its review. `carriedOver`: the doctor says an outdated translation now carries the
 * original's changes, which makes it up to date (ignored with `autosave`); without it the mark stays.
 */
export const blogSave = blogUpdate.extend({
  ...review,
  carriedOver: z.boolean({ error: "Carried over must be true or false" }).optional(),
});

/** Deleting a post: an original with translations needs `translations`, deleting them too or keeping them as originals. */
export const blogDelete = idBody.extend({
  translations: z.enum(["delete", "keep"], { error: "Translations must be delete or keep" }).optional(),
});

/**
 * The admin's blog list, optionally of one language, of the outdated translations only, or of the originals only
 * (one post per translation group, which a search finds by any of its posts' words).
 */
export const adminBlogListQuery = blogListQuery.extend({
  lang: language.optional(),
  outdated: z.boolean({ error: "Outdated must be true or false" }).optional(),
  originals: z.boolean({ error: "Originals must be true or false" }).optional(),
});

/** A page of a language's published posts (`GET /api/user/blog?lang=hi`); English when absent. */
export const publicBlogPageQuery = publicPageQuery.extend({ lang: language.optional() });

/**
 * `?q=&lang=` of the journal search: any text (the service says why one cannot be searched), in a language's posts.
 * A `q` given twice is one search of nothing rather than a refusal of the request.
 */
export const blogSearchQuery = z.object({
  q: z.unknown().transform((value) => (typeof value === "string" ? value : "")),
  lang: language.default("en"),
});

export type BlogCreateInput = z.infer<typeof blogCreate>;
export type BlogSaveInput = z.infer<typeof blogSave>;
