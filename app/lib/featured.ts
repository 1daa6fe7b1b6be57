type JournalEntry = { published: boolean; featured: boolean; featuredOrder: number; createdAt: string };

const newestFirst = (a: JournalEntry, b: JournalEntry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The one featured article: the lowest featuredOrder among published featured blogs; on a tie the newest. */
export function pickFeatured<T extends JournalEntry>(blogs: readonly T[]): T | null {
  const candidates = blogs.filter((blog) => blog.published && blog.featured);
  candidates.sort((a, b) => a.featuredOrder - b.featuredOrder || newestFirst(a, b));
  return candidates[0] ?? null;
}

/**
 * The journal page's two parts. Every featured blog stays out of the latest grid, so that only
 * one featured article shows at a time; the latest grid is newest first.
 */
export function splitJournal<T extends JournalEntry>(blogs: readonly T[]): { featured: T | null; latest: T[] } {
  return {
    featured: pickFeatured(blogs),
    latest: blogs.filter((blog) => blog.published && !blog.featured).sort(newestFirst),
  };
}
