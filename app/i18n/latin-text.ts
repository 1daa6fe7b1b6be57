import { type Lang, languageFacts } from "./languages.ts";

/**
 * Numbers, times and phone numbers read left to right even on an Urdu page; without this the bidi algorithm turns
 * "+91 90000 55555" into "55555 90000 91+" and "7:00 PM" into "PM 7:00". Nothing is added on left-to-right pages.
 */
export function latinProps(lang: Lang): { dir?: "ltr" } {
  return languageFacts[lang].dir === "rtl" ? { dir: "ltr" } : {};
}

/** English text on a page in another language (a post not yet translated): marked, and left to right on Urdu pages. */
export function englishProps(lang: Lang): { lang?: "en"; dir?: "ltr" } {
  return lang === "en" ? {} : { lang: "en", ...latinProps(lang) };
}

/** The same isolation as `latinProps` inside plain text (a select's option, a WhatsApp line): LRI … PDI. */
export function isolateLatin(text: string, lang: Lang): string {
  return languageFacts[lang].dir === "rtl" ? `\u2066${text}\u2069` : text;
}
