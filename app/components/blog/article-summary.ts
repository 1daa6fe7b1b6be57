import type { BlogListing, ImageInfo } from "#app/lib/domain.ts";
import { excerpt } from "#app/lib/excerpt.ts";

/** What a journal card needs of a blog: no Markdown, no sections, just the words it shows. */
export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  category: string;
  author: string;
  createdAt: string;
  cover: ImageInfo | null;
  excerpt: string;
};

/** Excerpt lengths of SPEC.md: the featured article's and a card's. */
export const featuredExcerptWords = 90;
export const cardExcerptWords = 30;

/** The journal's cards a page: 12, so a page stays the same size however long the journal grows. */
export const journalPageSize = 12;

export function summarize(blog: BlogListing, words: number): ArticleSummary {
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    category: blog.category,
    author: blog.author,
    createdAt: blog.createdAt,
    cover: blog.cover,
    excerpt: excerpt(blog.lead, words),
  };
}
