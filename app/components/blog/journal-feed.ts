import type { LinkDescriptor } from "react-router";
import { practice } from "#app/content/practice.ts";

/** Lets feed readers find the journal's RSS from its pages. */
export const journalFeedLink: LinkDescriptor = {
  rel: "alternate",
  type: "application/rss+xml",
  title: practice.journal.title,
  href: "/rss.xml",
};
