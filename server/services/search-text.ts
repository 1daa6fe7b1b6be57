/** The private-use characters that `snippet()` puts around a hit; never left in indexed text. */
export const hitStart = "\uE000";
export const hitEnd = "\uE001";

/** Searches shorter than this (in characters) are refused with `tooShortMessage`. */
export const minQueryCharacters = 2;
/** Longer searches are refused: no reader types 200 characters into a journal search. */
export const maxQueryCharacters = 200;
/** Words of a search beyond this many are ignored, so one search stays one cheap index lookup. */
const maxQueryTerms = 8;

export const tooShortMessage = `Please type at least ${minQueryCharacters} characters to search.`;
export const tooLongMessage = `Please shorten your search to at most ${maxQueryCharacters} characters.`;

/** Arabic-script harakat (U+064B–065F) and the superscript alef (U+0670): Urdu readers mostly write without them. */
const arabicMarks = /[\u064B-\u065F\u0670]/g;

/** Arabic letter forms that Urdu keyboards and pasted text mix in, folded to the Urdu letters (kāf, yē, gol hē). */
const urduLetters: Record<string, string> = { "\u0643": "\u06A9", "\u064A": "\u06CC", "\u0649": "\u06CC", "\u0647": "\u06C1" };

/**
 * One form for every text that is indexed or searched: NFC (a nukta typed as its own mark and a precomposed letter
 * become the same), without the zero-width joiners some keyboards put inside Indian-script and Urdu words (the index
 * would cut the word there), and without the snippet's hit markers. Urdu drops its optional vowel marks and takes the
 * Urdu forms of letters written in Arabic ones, so "دل" finds "دِل" and "كتاب" finds "کتاب". Devanagari and Telugu
 * keep every vowel sign: there they make another word ("పాలు" milk, "పులి" tiger). The urgent-word matcher
 * (urgent-text.ts) reads messages through it too, so what changes here changes which messages are marked urgent.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\u200C|\u200D|\uE000|\uE001/g, "")
    .replace(arabicMarks, "")
    .replace(/[\u0643\u064A\u0649\u0647]/g, (letter) => urduLetters[letter]!);
}

/**
 * The reader's text of a section's Markdown: link and image syntax reduced to their words, URLs, HTML tags and
 * markup characters dropped. Regular expressions without nested repetition, so linear in the length of the text
 * (it runs on the request thread, unlike the Markdown parser).
 */
export function plainText(markdown: string): string {
  return (
    normaliseForSearch(markdown)
      .replace(/^ {0,3}\[[^\]\n]{1,999}\]:[^\n]*$/gm, " ")
      .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
      .replace(/!?\[([^\]\n]*)\]\[[^\]\n]*\]/g, "$1")
      .replace(/<[^>\n]*>/g, " ")
      .replace(/^[ \t>]*(?:#{1,6}|[-*+]|\d{1,9}[.)])?[ \t]+/gm, "")
      // Emphasis and code marks hug their words ("**calm**." stays "calm."); the rest separate.
      .replace(/[*~`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, "")
      .replace(/[#>|\\]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The words of a search as the index cuts them: letters, numbers and marks of any script; everything else separates. */
const word = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

const prefixable = /^[\p{Script=Latin}\p{N}]{2,}$/u;

/**
 * The FTS5 MATCH expression of a reader's search: each word quoted (no operator, bracket, quote, column filter or `*`
 * the reader typed ever reaches FTS5) and all of them required. Latin-script words and numbers of two or more
 * characters also match as prefixes ("anx" finds "anxiety"). Words of other scripts match whole: in Devanagari a
 * prefix ends mid-syllable, so "दिल" (heart) would find "दिल्ली" (Delhi). Null when the search holds no word at all.
 */
export function matchExpression(query: string): string | null {
  const words = [...new Set(normaliseForSearch(query).match(word) ?? [])].slice(0, maxQueryTerms);
  if (words.length === 0) return null;
  return words.map((term) => (prefixable.test(term) ? `"${term}"*` : `"${term}"`)).join(" ");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A snippet as HTML: every character escaped, then the hits `snippet()` marked with private-use characters in <mark>. */
export function snippetHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(hitStart, "<mark>").replaceAll(hitEnd, "</mark>");
}
