/** The row under a paged list: where the reader is. */
export const paging = {
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
