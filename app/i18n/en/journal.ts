/** The journal's list, cards and an article's chrome (the list's own texts are journalList's). */
export const journal = {
  loading: "Loading blogs...",
  article: {
    author: "Author",
    published: "Published",
    reads: "Reads",
    by: "By",
    readsCount: (count: number | null, formatted: string) => (count === null ? "… reads" : `${formatted} ${count === 1 ? "read" : "reads"}`),
    notFound: "Blog not found",
    failed: "Something went wrong",
    movedText: "This article may have been moved or is no longer available.",
    failedText: "This article could not be shown just now. Please try again in a moment.",
    browse: (journal: string) => `Browse ${journal}`,
    readIn: "Read this in",
    reviewed: (name: string, date: string) => `Reviewed by ${name} on ${date}`,
  },
};
