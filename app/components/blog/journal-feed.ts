import type { MetaDescriptor } from "react-router";
import { type Lang, pathIn } from "#app/i18n/languages.ts";
import type { SitePractice } from "#app/lib/practice-context.ts";

/** A language's feed: `/rss.xml` for English, `/hi/rss.xml` for Hindi's posts, and so on. */
export const feedPath = (lang: Lang) => pathIn(lang, "/rss.xml");

/**
 * Lets feed readers find the journal's RSS in the page's language from its pages; a meta descriptor because the title
 * comes from the practice document.
 */
export function journalFeedLink(practice: SitePractice, lang: Lang): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: practice.journal.title, href: feedPath(lang) };
}
