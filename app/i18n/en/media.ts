/** The media gallery. The pictures' titles and descriptions are the practice's own. */
export const media = {
  metaTitle: (siteName: string, page: number) => (page === 1 ? `Media | ${siteName}` : `Media, page ${page} | ${siteName}`),
  description: (name: string, city: string) => `Photographs from ${name}'s clinics, talks and community mental-health work in ${city}.`,
  empty: "No media uploaded yet.",
  pages: "Gallery pages",
  newer: "Newer items",
  older: "Older items",
  loadMore: "Load More",
  loading: "Loading...",
  moreShown: (added: number, shown: number, total: number) => `${added} more ${added === 1 ? "item" : "items"} shown, ${shown} of ${total}.`,
  imageUnavailable: "Image unavailable",
  closePreview: "Close preview",
};
