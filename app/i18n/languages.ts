/**
 * The languages the doctor consults in, and so the site's (issue 28). English lives at the root (`/about-me`), the
 * others under their code with the same paths (`/hi/about-me`). Nothing redirects by browser language or cookie:
 * search engines send neither, and the page cache keys on the path.
 */
export const languages = ["en", "hi", "te", "ur"] as const;

export type Lang = (typeof languages)[number];

/** The languages besides English, each under its prefix, each with its translations of the practice's texts. */
export type TranslatedLang = Exclude<Lang, "en">;
export const translatedLanguages = languages.filter((lang): lang is TranslatedLang => lang !== "en");

type LanguageFacts = {
  /** BCP 47, for `<html lang>`, `hreflang` and `inLanguage`. */
  tag: string;
  dir: "ltr" | "rtl";
  /** The language's name in its own script, as the switcher shows it. */
  name: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /**
   * For Intl's dates and numbers: India's English, and the others with Latin digits (`-u-nu-latn`), since WhatsApp,
   * the dialler and the calendar match those; months keep the language's own names.
   */
  intl: string;
};

export const languageFacts: Record<Lang, LanguageFacts> = {
  en: { tag: "en-IN", dir: "ltr", name: "English", ogLocale: "en_IN", intl: "en-IN" },
  hi: { tag: "hi", dir: "ltr", name: "हिन्दी", ogLocale: "hi_IN", intl: "hi-IN-u-nu-latn" },
  te: { tag: "te", dir: "ltr", name: "తెలుగు", ogLocale: "te_IN", intl: "te-IN-u-nu-latn" },
  ur: { tag: "ur", dir: "rtl", name: "اردو", ogLocale: "ur_IN", intl: "ur-IN-u-nu-latn" },
};

/**
 * What `make` gives for a language, made on the language's first use and kept: for Intl's formatters and the names
 * they give, which cost far more to make than to use (a booking form lists two weeks of days).
 */
export function oncePerLanguage<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang) as T;
  };
}

const numberFormat = oncePerLanguage((lang) => new Intl.NumberFormat(languageFacts[lang].intl));

/** A count as the language writes it: Latin digits in every language (the `intl` locales ask for them), its grouping. */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

const prefix = new RegExp(`^/(${translatedLanguages.join("|")})(?=/|$)`);

/** The back office's addresses: in English, under no language's prefix, and with no message catalogue of the site's. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The language a site path is in: its prefix, or English. */
export function languageOfPath(pathname: string): Lang {
  return (prefix.exec(pathname)?.[1] as Lang | undefined) ?? "en";
}

/** The English path of a page in any language: `/hi/about-me` → `/about-me`, `/hi/` → `/`. */
export function englishPath(pathname: string): string {
  return pathname.replace(prefix, "") || "/";
}

/** The same page in `lang`: `/about-me` → `/hi/about-me`; the home page is `/hi/`. */
export function pathIn(lang: Lang, pathname: string): string {
  const path = englishPath(pathname);
  if (lang === "en") return path;
  return path === "/" ? `/${lang}/` : `/${lang}${path}`;
}
