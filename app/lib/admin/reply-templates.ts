/**
 * Which reply templates the reply box offers, in which language (issue 40): the comment's post's language first, then
 * English, then the others; a template without a text in a language is not offered in it. For an urgent comment the
 * crisis templates come first, so the doctor's first tap is the safe one.
 */
import { publicPagePaths } from "#app/lib/public-pages.ts";
import { type Lang, englishPath, languages, pathIn } from "#app/i18n/languages.ts";
import type { ReplyTemplate } from "#app/lib/practice-schema.ts";

/** The languages to write a reply in, the post's first, then the site's order (English first). */
export function replyLanguages(postLang: Lang): Lang[] {
  return [postLang, ...languages.filter((lang) => lang !== postLang)];
}

/** A template's text in `lang`, "" when it has none there. */
function textIn(template: ReplyTemplate, lang: Lang): string {
  return lang === "en" ? template.text : template.texts[lang];
}

/** The language the box opens on: the post's, unless no template is written in it. */
export function firstReplyLanguage(templates: readonly ReplyTemplate[], postLang: Lang): Lang {
  return templates.some((template) => textIn(template, postLang) !== "") ? postLang : "en";
}

/** The templates written in `lang`, crisis templates first for an urgent comment. */
export function templatesIn(templates: readonly ReplyTemplate[], lang: Lang, urgent: boolean): ReplyTemplate[] {
  const written = templates.filter((template) => textIn(template, lang) !== "");
  return urgent ? [...written.filter((template) => template.forUrgent), ...written.filter((template) => !template.forUrgent)] : written;
}

/** What inserting a template writes: its text in `lang`, with each site page's path in that language (/ur/book-an-appointment). */
export function templateReply(template: ReplyTemplate, lang: Lang): string {
  return withSiteLinksIn(lang, textIn(template, lang));
}

const everyLanguage = new Set<string>(publicPagePaths);
/** The path part of an address written as a path: `/book-an-appointment` of `/book-an-appointment?x.`. */
const writtenPath = /(?<=^|\s)\/[\p{L}\p{N}\-/]+/gu;

/**
 * `text` with each path of a page every language has written in `lang`: `/book-an-appointment` → `/ur/book-an-appointment`,
 * `/hi/about-me` → `/ur/about-me`. A post's path, a full address and any other path stay as written: a post may have
 * no translation.
 */
function withSiteLinksIn(lang: Lang, text: string): string {
  return text.replace(writtenPath, (path) => (everyLanguage.has(englishPath(path).replace(/(.)\/+$/, "$1")) ? pathIn(lang, path) : path));
}
