/**
 * The doctor's reply as plain text with paragraphs (issue 30): a blank line starts a paragraph, a single line break
 * stays one. A link to one of the site's own pages, written as a full address or as a path ("/book-an-appointment"),
 * becomes a link named by its page (issue 40); any other address stays text, so a reply can never send a reader to
 * another site. A phone number becomes a tap-to-call link: the crisis line's numbers, an Indian mobile, or a number
 * written with its country code.
 */
import { menuItems } from "#app/components/layout/navigation.ts";
import { type Lang, englishPath, pathIn } from "#app/i18n/languages.ts";

/** A page a reply links, which names the link: the menu's pages, the footer's, a journal post, or another address. */
export type SitePage = (typeof menuItems)[number]["key"] | "privacy" | "beforeYourVisit" | "accessibility" | "selfCheck" | "post" | "other";

export type ReplySegment =
  | { kind: "text"; text: string }
  /** `text` is the address as written; the page names the link. */
  | { kind: "link"; text: string; href: string; page: SitePage }
  | { kind: "phone"; text: string; href: string };

/** The site's address, and the `tel:` links of the numbers a reply may give however short (the crisis line's 14416, 112). */
export type ReplyContext = { siteUrl: string; dialled: readonly string[] };

const pathChars = "[\\p{L}\\p{N}\\-._~/?#=&%]*[\\p{L}\\p{N}\\-/]";
const candidate = new RegExp(`https?:\\/\\/[^\\s<>"]+|(?<=^|\\s)\\/${pathChars}`, "gu");
const pathCandidate = new RegExp(`(?<=^|\\s)\\/${pathChars}`, "gu");
const trailingPunctuation = /[.,;:!?)\]]+$/;
/** Digits in groups split by single spaces or hyphens, with an optional +: "14416", "+91 98765 43210", "1-800-891-4416". */
const phoneCandidate = /(?<![\p{L}\p{N}])\+?\d(?:[ -]?\d)+(?![\p{L}\p{N}])/gu;

/** The paragraphs of a reply, each a list of text, site links and phone numbers. */
export function replyParagraphs(text: string, context: ReplyContext): ReplySegment[][] {
  const origin = new URL(context.siteUrl).origin;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => linksOf(paragraph, origin).flatMap((segment) => (segment.kind === "text" ? phonesOf(segment.text, context.dialled) : [segment])));
}

function linksOf(paragraph: string, origin: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(candidate)) {
    const written = match[0].replace(trailingPunctuation, "");
    const href = sitePath(written, origin);
    if (!href) continue;
    if (match.index > from) segments.push({ kind: "text", text: paragraph.slice(from, match.index) });
    segments.push({ kind: "link", text: written, href, page: pageOf(href) });
    from = match.index + written.length;
  }
  if (from < paragraph.length) segments.push({ kind: "text", text: paragraph.slice(from) });
  return segments;
}

function phonesOf(text: string, dialled: readonly string[]): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let from = 0;
  for (const match of text.matchAll(phoneCandidate)) {
    const href = telOf(match[0], dialled);
    if (!href) continue;
    if (match.index > from) segments.push({ kind: "text", text: text.slice(from, match.index) });
    segments.push({ kind: "phone", text: match[0], href });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ kind: "text", text: text.slice(from) });
  return segments;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The `tel:` link of a number as written, or null for digits that are no phone number (a year, a dose): one of the
 * numbers given, a number with its country code (10 to 15 digits), or an Indian mobile (6 to 9 and nine digits, with
 * 0 or 91 before it or not).
 */
function telOf(written: string, dialled: readonly string[]): string | null {
  const digits = digitsOf(written);
  const known = dialled.find((href) => digitsOf(href) === digits);
  if (known) return known;
  if (written.startsWith("+")) return digits.length >= 10 && digits.length <= 15 ? `tel:+${digits}` : null;
  const mobile = /^(?:0|91)?([6-9]\d{9})$/.exec(digits);
  return mobile ? `tel:+91${mobile[1]}` : null;
}

/**
 * The path of an address on this site, or null for another site's. The rule is applied to the path as the browser
 * will read it (the URL parser has turned `\` into `/` and resolved `.`, `%2e` and `..`): one that starts with two
 * slashes names another host ("//evil.example/x"), so it stays text however it was written.
 */
function sitePath(written: string, origin: string): string | null {
  try {
    const url = new URL(written, origin);
    if (url.origin !== origin || (!written.startsWith("/") && !written.startsWith(origin))) return null;
    if (url.pathname.startsWith("//")) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The pages every language has, by their English paths; a post may have no translation. */
const pages = new Map<string, SitePage>([
  ...menuItems.map((item) => [item.to, item.key] as const),
  ["/privacy", "privacy"],
  ["/before-your-visit", "beforeYourVisit"],
  ["/accessibility", "accessibility"],
  ["/self-check", "selfCheck"],
]);

/** The page a site path shows, in any language: `/ur/book-an-appointment?x#y` → bookAppointment. */
export function pageOf(href: string): SitePage {
  const path = englishPath(href.split(/[?#]/)[0] ?? "").replace(/(.)\/+$/, "$1");
  return pages.get(path) ?? (/^\/blogs\/[^/]+$/.test(path) ? "post" : "other");
}

/**
 * A reply written for `lang`: each path of a page every language has (written as a path, not a full address) becomes
 * that language's address, `/book-an-appointment` → `/ur/book-an-appointment`; a post's path and any other stay as
 * written, since a post may have no translation.
 */
export function withSiteLinksIn(lang: Lang, text: string): string {
  return text.replace(pathCandidate, (path) => {
    const page = pageOf(path);
    return page === "post" || page === "other" ? path : pathIn(lang, path);
  });
}
