// Which journal posts link the private self-check (issue 39) in a document saved before the choice existed: none,
// until the doctor turns it on, with the categories of the shipped posts on mood and anxiety ready. Its own module, so
// the document's schema can default to it without importing the document that takes its types from the schema.
export const defaultSelfCheck = {
  onPosts: false,
  postCategories: ["Anxiety", "Depression", "Stress", "चिंता", "ఆందోళన", "بے چینی"],
};
