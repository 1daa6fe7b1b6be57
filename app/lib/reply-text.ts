/**
 * The doctor's reply as plain text with paragraphs (issue 30): a blank line starts a paragraph, a single line break
 * stays one. A link to one of the site's own pages, written as a full address or as a path ("/book-an-appointment"),
 * becomes a link; any other address stays text, so a reply can never send a reader to another site.
 */
export type ReplySegment = { text: string; href?: string };

const candidate = /https?:\/\/[^\s<>"]+|(?<=^|\s)\/[\p{L}\p{N}\-._~/?#=&%]*[\p{L}\p{N}\-/]/gu;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** The paragraphs of a reply, each a list of text and site links. */
export function replyParagraphs(text: string, siteUrl: string): ReplySegment[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => segmentsOf(paragraph, new URL(siteUrl).origin));
}

function segmentsOf(paragraph: string, origin: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(candidate)) {
    const written = match[0].replace(trailingPunctuation, "");
    const href = sitePath(written, origin);
    if (!href) continue;
    if (match.index > from) segments.push({ text: paragraph.slice(from, match.index) });
    segments.push({ text: written, href });
    from = match.index + written.length;
  }
  if (from < paragraph.length) segments.push({ text: paragraph.slice(from) });
  return segments;
}

/** The path of an address on this site, or null for another site's. */
function sitePath(written: string, origin: string): string | null {
  try {
    const url = new URL(written, origin);
    if (url.origin !== origin || (!written.startsWith("/") && !written.startsWith(origin))) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
