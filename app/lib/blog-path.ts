import { type Lang, pathIn } from "#app/i18n/languages.ts";

/**
 * A post's public address, from its slug and language: `/blogs/{slug}`, a translation's `/hi/blogs/{slug}`. A module
 * of its own, so the layout's language links take this line and not the cards' summaries with it.
 */
export const blogPath = (slug: string, lang: Lang = "en") => pathIn(lang, `/blogs/${encodeURIComponent(slug)}`);
