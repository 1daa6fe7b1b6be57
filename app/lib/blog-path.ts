import { type Lang, englishPath, pathIn } from "#app/i18n/languages.ts";

/**
 * A post's public address, from its slug and language: `/blogs/{slug}`, a translation's `/hi/blogs/{slug}`. A module
 * of its own, so the layout's language links take this line and not the cards' summaries with it.
 */
export const blogPath = (slug: string, lang: Lang = "en") => pathIn(lang, `/blogs/${encodeURIComponent(slug)}`);

/**
 * A post's secret preview, in its own language's page (`lang`, `dir`, texts and fonts), as its readers will see it:
 * `/preview/{token}`, an Urdu post's `/ur/preview/{token}`.
 */
export const previewPath = (token: string, lang: Lang) => pathIn(lang, `/preview/${token}`);

/** Whether a path is a post's preview, in any language. */
export const isPreviewPath = (pathname: string) => englishPath(pathname).startsWith("/preview/");

/**
 * On a post's page, the id of the note, in `lang`, that the post is not in that language yet: where the language
 * switcher's link for it leads (there is no page of the post in it to lead to).
 */
export const notInLanguageId = (lang: Lang) => `not-in-${lang}`;
