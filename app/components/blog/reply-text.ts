/**
 * The doctor's reply as plain text with paragraphs (issue 30): a blank line starts a paragraph, a single line break
 * stays one. A link to one of the site's own pages, written as a full address or as a path ("/book-an-appointment"),
 * becomes a link named by its page (issue 40); any other address stays text, so a reply can never send a reader to
 * another site. A phone number becomes a tap-to-call link: the crisis line's numbers, an Indian mobile, or a number
 * written with its country code.
 */
import { englishPath } from "#app/i18n/languages.ts";
import { publicPages } from "#app/lib/public-pages.ts";

/** A page a reply links, which names the link: one every language has, a journal post, or another address. */
export type SitePage = (typeof publicPages)[number]["label"] | "post" | "other";

/**
 * A piece of a paragraph: text, a site link (`href` the path, `page` what it shows), or a phone number (`href` its
 * `tel:` link, no `page`). `text` is as written.
 */
export type ReplySegment = { text: string; href?: string; page?: SitePage };

/** The site's address, and the `tel:` links of the numbers a reply may give however short (the crisis line's 14416, 112). */
export type ReplyContext = { siteUrl: string; dialled: readonly string[] };

/**
 * A full address; a path after a space (not a mid-word slash as in "and/or"); or digits in groups split by single
 * spaces or hyphens, with an optional +: "14416", "+91 98765 43210", "1-800-891-4416".
 */
const candidate = /https?:\/\/[^\s<>"]+|(?<=^|\s)\/[\p{L}\p{N}\-._~/?#=&%]*[\p{L}\p{N}\-/]|(?<![\p{L}\p{N}])\+?\d(?:[ -]?\d)+(?![\p{L}\p{N}])/gu;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** The paragraphs of a reply, each a list of text, site links and phone numbers. */
export function replyParagraphs(text: string, { siteUrl, dialled }: ReplyContext): ReplySegment[][] {
  const origin = new URL(siteUrl).origin;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => segmentsOf(paragraph, origin, dialled));
}

function segmentsOf(paragraph: string, origin: string, dialled: readonly string[]): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(candidate)) {
    const written = match[0].replace(trailingPunctuation, "");
    const phone = /^\+?\d/.test(written);
    const href = phone ? telOf(written, dialled) : sitePath(written, origin);
    if (!href) continue;
    if (match.index > from) segments.push({ text: paragraph.slice(from, match.index) });
    segments.push(phone ? { text: written, href } : { text: written, href, page: pageOf(href) });
    from = match.index + written.length;
  }
  if (from < paragraph.length) segments.push({ text: paragraph.slice(from) });
  return segments;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The `tel:` link of a number as written, or null for digits that are no phone number (a year, a dose): one of the
 * numbers given, an Indian mobile (6 to 9 and nine digits, with 0, 91 or +91 before it or not), or a number written
 * with its country code (+ and 10 to 15 digits).
 */
function telOf(written: string, dialled: readonly string[]): string | null {
  const digits = digitsOf(written);
  const mobile = /^(?:0|91)?([6-9]\d{9})$/.exec(digits);
  return (
    dialled.find((href) => digitsOf(href) === digits) ??
    (mobile ? `tel:+91${mobile[1]}` : written.startsWith("+") && digits.length >= 10 && digits.length <= 15 ? `tel:+${digits}` : null)
  );
}

/**
 * The path of an address on this site, or null for another site's. The rule is applied to the path as the browser
 * will read it (the URL parser has turned `\` into `/` and resolved `.`, `%2e` and `..`): one that starts with two
 * slashes names another host ("//evil.example/x"), so it stays text however it was written.
 */
function sitePath(written: string, origin: string): string | null {
  try {
    const url = new URL(written, origin);
    return url.origin !== origin || url.pathname.startsWith("//") ? null : `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

const pages = new Map<string, SitePage>(publicPages.map((page) => [page.path, page.label]));

/** The page a site path shows, in any language: `/ur/book-an-appointment?x#y` → bookAppointment. */
function pageOf(href: string): SitePage {
  const path = englishPath(href.replace(/[?#].*/, "")).replace(/(.)\/+$/, "$1");
  return pages.get(path) ?? (path.startsWith("/blogs/") ? "post" : "other");
}
