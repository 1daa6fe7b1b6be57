import { type Lang, languages } from "#app/i18n/languages.ts";
import { type ListView, listViewOf } from "#app/lib/admin/lists.ts";

/**
 * What the Blogs screen lists: every post with its translations, one card a group (`?`); one language's posts
 * (`?lang=hi`), each with its group; or the outdated translations (`?filter=outdated`), what the dashboard counts.
 */
export type BlogsShown = { kind: "groups" } | { kind: "language"; lang: Lang } | { kind: "outdated" };

/** The list behind the dashboard's count of outdated translations. */
export const outdatedBlogsHref = "/admin/blogs?filter=outdated";

/** The page, search and what is shown, from the address; the outdated ones win over a language given beside them. */
export function blogsViewOf(url: URL): { view: ListView; shown: BlogsShown } {
  const { filter, ...view } = listViewOf(url);
  if (filter?.value === "outdated") return { view: { ...view, filter }, shown: { kind: "outdated" } };
  const lang = languages.find((code) => code === url.searchParams.get("lang"));
  if (lang) return { view: { ...view, filter: { name: "lang", value: lang } }, shown: { kind: "language", lang } };
  return { view, shown: { kind: "groups" } };
}

/** The list call's narrowing: the originals alone carry their groups; a language's posts; the outdated translations. */
export function blogsQueryOf(shown: BlogsShown): { originals?: true; lang?: Lang; outdated?: true } {
  if (shown.kind === "groups") return { originals: true };
  if (shown.kind === "language") return { lang: shown.lang };
  return { outdated: true };
}

/** What the list's summary counts: "8 posts", "4 Hindi posts", "1 outdated translation". */
export function blogsNounOf(shown: BlogsShown, languageNames: Record<Lang, string>): { one: string; other: string } {
  if (shown.kind === "language") return { one: `${languageNames[shown.lang]} post`, other: `${languageNames[shown.lang]} posts` };
  if (shown.kind === "outdated") return { one: "outdated translation", other: "outdated translations" };
  return { one: "post", other: "posts" };
}
