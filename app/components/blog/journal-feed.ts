import type { MetaDescriptor } from "react-router";
import type { SitePractice } from "#app/lib/practice-context.ts";

/** Lets feed readers find the journal's RSS from its pages; a meta descriptor because the title comes from the practice document. */
export function journalFeedLink(practice: SitePractice): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: practice.journal.title, href: "/rss.xml" };
}
