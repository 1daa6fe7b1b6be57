/** The journal list's own texts, its search's among them: only the list's pages load them, not an article's. */
export const journalList = {
  meta: {
    title: "Blogs",
    page: (page: number) => `Blogs, page ${page}`,
    search: (query: string) => `Search: ${query} | Blogs`,
    description: (journal: string, doctor: string, tagline: string) => `${journal} by ${doctor}: ${tagline}`,
  },
  empty: "No blogs available at the moment.",
  noneInLanguage: "No articles in this language yet.",
  readInEnglish: "Read the journal in English",
  moreInEnglish: (count: number) => (count === 1 ? "One more article is in English." : `${count} more articles are in English.`),
  latest: "Latest Articles",
  pages: { label: "Journal pages", newer: "Newer articles", older: "Older articles" },
  featured: "Featured Article",
  readCount: (count: string | null) => (count === null ? "Read Count: …" : `Read Count: ${count}+`),
  byline: (author: string) => `By ${author} · `,
  search: {
    label: "Search the journal",
    button: "Search",
    tooShort: "Please type at least 2 characters to search.",
    tooLong: "Please shorten your search to at most 200 characters.",
    tooMany: "You have searched many times in a short while. Please wait a minute, then search again.",
    none: (query: string) => `No posts found for “${query}”`,
    found: (count: number, query: string) => `${count === 1 ? "1 post" : `${count} posts`} found for “${query}”`,
    clear: "Clear search",
    tryFewer: "Try fewer words, or the beginning of a word.",
  },
};
