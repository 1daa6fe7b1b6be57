import { type Lang, languageFacts, pathIn } from "#app/i18n/languages.ts";
import { textAsHtml } from "#app/lib/document-html.ts";

/**
 * In each language, in its own words: "this article is not in this language yet", and the name of its journal's link.
 * A post's page shows them in the languages the post lacks, whatever the page's own language (a Hindi reader on an
 * English post reads Hindi here), so they live beside the languages' names rather than in a page's catalogue.
 */
const notInLanguage: Record<Lang, { text: string; journal: string }> = {
  en: { text: "This article is not in English yet.", journal: "Articles in English" },
  hi: { text: "यह लेख अभी हिन्दी में नहीं है।", journal: "हिन्दी में लेख" },
  te: { text: "ఈ వ్యాసం ఇంకా తెలుగులో లేదు.", journal: "తెలుగులో వ్యాసాలు" },
  ur: { text: "یہ مضمون ابھی اردو میں نہیں ہے۔", journal: "اردو میں مضامین" },
};

/**
 * The note's inner HTML, built by the post's loader and left beside its data (lib/document-html.ts): no post's scripts
 * carry the four languages' words.
 */
export function notInLanguageHtml(lang: Lang): string {
  const { text, journal } = notInLanguage[lang];
  const link = `<a href="${pathIn(lang, "/blogs")}" hreflang="${languageFacts[lang].tag}" class="font-semibold text-accent-700 underline underline-offset-4">`;
  return `${textAsHtml(text)} ${link}${textAsHtml(journal)}</a>`;
}
