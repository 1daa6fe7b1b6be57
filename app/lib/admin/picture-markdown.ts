/**
 * The longest description (alt text) a picture in a post takes: a sentence or two, as a screen reader reads it. No
 * schema holds it, since it travels inside the section's Markdown, which the post's schema bounds as a whole.
 */
export const pictureDescriptionMaxLength = 300;

/** The Markdown of a picture: `![alt](url)`, the alt text on one line with the characters that would end it escaped. */
export function pictureMarkdown(alt: string, url: string): string {
  const text = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, "\\$&");
  return `![${text}](${url})`;
}

/**
 * The section text with the picture put in place of the selection (or at the cursor), as a paragraph of its own, and
 * where the cursor goes after it.
 */
export function withPicture(text: string, selectionStart: number, selectionEnd: number, markdown: string): { text: string; cursor: number } {
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${markdown}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + markdown.length };
}
