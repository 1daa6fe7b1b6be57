/**
 * The practice's facts in each language (issue 28, decision 31): which fields of the practice document can be written
 * per language, the document as a page in one language shows it, and which of its fields stay in English there.
 * A translation is keyed by the field's path in the document, as the schema's messages name it ("services.0.title").
 */
import { type Lang, type TranslatedLang, languageOfPath, languages, translatedLanguages } from "#app/i18n/languages.ts";
import type { Practice, PracticeTranslations } from "#app/lib/practice-schema.ts";

/** Where a shape says `true` the text is translatable; a list's one entry is the shape of each of its items. */
type Shape<T> = T extends string
  ? true
  : T extends readonly (infer Item)[]
    ? readonly [Shape<Item>]
    : T extends object
      ? { [K in keyof T]?: Shape<T[K]> }
      : never;

/**
 * The translatable fields, in the order the Languages section lists them. Names of people, clinics and places, numbers,
 * addresses, degrees and research titles are not here: they read the same in every language.
 */
const translatable: Shape<Omit<Practice, "translations">> = {
  siteName: true,
  tagline: true,
  brandNote: true,
  languages: [true],
  doctor: {
    specialty: true,
    description: [true],
    ctaText: true,
    altText: true,
    aboutTitle: true,
    aboutHeading: true,
    aboutIntro: true,
  },
  clinics: [{ summary: true, feeText: true, durationText: true }],
  online: { feeText: true, durationText: true },
  payment: { policy: true },
  visitQuestions: [{ question: true, answer: true }],
  services: [{ title: true, summary: true, details: [true] }],
  reasons: [{ title: true, text: true }],
  ratings: [{ platform: true }],
  employment: { current: [{ title: true, duration: true }], past: [{ title: true }] },
  memberships: [{ role: true }],
  testimonials: [{ context: true, text: true }],
  journal: { title: true, tagline: true },
  crisis: { helplineHours: true },
  privacy: { grievanceOfficer: { name: true } },
};

type Node = true | readonly [Node] | { readonly [key: string]: Node | undefined };

function collect(shape: Node, value: unknown, path: string, into: string[]): void {
  if (shape === true) {
    // An optional text left blank in English (a testimonial's context) has nothing to translate.
    if (typeof value === "string" && value !== "") into.push(path);
  } else if (Array.isArray(shape)) {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) collect(shape[0], item, `${path}.${index}`, into);
    }
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(shape)) {
      if (child) collect(child, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, into);
    }
  }
}

/** Every translatable field the document has, as paths such as "services.0.details.2", in the section's order. */
export function translatablePaths(practice: Omit<Practice, "translations">): string[] {
  const paths: string[] = [];
  collect(translatable as Node, practice, "", paths);
  return paths;
}

/** The English text at a path of the document. */
export function englishAt(practice: Omit<Practice, "translations">, path: string): string {
  let value: unknown = practice;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : "";
}

/** The translatable fields of the document that have no text in `lang`. */
export function untranslatedPaths(practice: Practice, lang: TranslatedLang): string[] {
  const texts = practice.translations?.[lang]?.texts ?? {};
  return translatablePaths(practice).filter((path) => !texts[path]);
}

/**
 * The languages that have pages, English first: a language is published only once the doctor says so, so a
 * document without translations (every one saved before them) has English alone.
 */
export function publishedLanguages(practice: Practice): Lang[] {
  return languages.filter((lang) => lang === "en" || practice.translations?.[lang]?.published);
}

/**
 * Only the texts of fields the document has, and not blank: a list item removed or a field emptied in English takes
 * its translations with it. Languages keep their published switch even with no text yet.
 */
export function keptTranslations(translations: PracticeTranslations, practice: Omit<Practice, "translations">): PracticeTranslations {
  const paths = translatablePaths(practice);
  const kept: PracticeTranslations = {};
  for (const lang of translatedLanguages) {
    const language = translations[lang];
    if (!language) continue;
    const texts = Object.fromEntries(paths.filter((path) => language.texts[path]).map((path) => [path, language.texts[path]!]));
    kept[lang] = { published: language.published, texts };
  }
  return kept;
}

/**
 * The translations after a list of the document was reordered: `previousIndexOf[i]` is the old position of the item
 * now at `i` (an item removed has none), so each translation follows its item. `list` is the list's path ("reasons").
 */
export function translationsAfterReorder(translations: PracticeTranslations, list: string, previousIndexOf: readonly number[]): PracticeTranslations {
  const newIndexOf = new Map(previousIndexOf.map((previous, index) => [previous, index]));
  const prefix = `${list}.`;
  const moved: PracticeTranslations = {};
  for (const lang of translatedLanguages) {
    const language = translations[lang];
    if (!language) continue;
    const texts: Record<string, string> = {};
    for (const [path, text] of Object.entries(language.texts)) {
      if (!path.startsWith(prefix)) {
        texts[path] = text;
        continue;
      }
      const [index, ...rest] = path.slice(prefix.length).split(".");
      const next = newIndexOf.get(Number(index));
      if (next !== undefined) texts[[list, next, ...rest].join(".")] = text;
    }
    moved[lang] = { published: language.published, texts };
  }
  return moved;
}

/** The document as anyone may read it (GET /api/user/practice): the languages not yet published stay private. */
export function publishedPractice(practice: Practice): Practice {
  if (!practice.translations) return practice;
  const published = Object.entries(practice.translations).filter(([, language]) => language.published);
  return { ...practice, translations: Object.fromEntries(published) };
}

/** The document as the pages read it: without the translations themselves. */
export type LocalizedPractice = Omit<Practice, "translations">;

type Localized = { practice: LocalizedPractice; english: string[] };

/**
 * Each stored document's pages, by language, made once: the root loader and the page's own loader read the same one,
 * and the practice service replaces the document (a new object) when it is saved. Shared by every request: read only.
 */
const localizedByDocument = new WeakMap<Practice, Map<Lang, Localized>>();

/**
 * The practice as a page in `lang` shows it: each translated field in the language, and the paths of the fields left
 * in English (none in English), which the page marks `lang="en"` (`useEnglishFields` in practice-context.ts). The
 * stored document is not changed: it is shared by every request, as is the answer.
 */
export function localizedPractice(practice: Practice, lang: Lang): Localized {
  let byLang = localizedByDocument.get(practice);
  if (!byLang) {
    byLang = new Map();
    localizedByDocument.set(practice, byLang);
  }
  let localized = byLang.get(lang);
  if (!localized) {
    localized = localize(practice, lang);
    byLang.set(lang, localized);
  }
  return localized;
}

function localize(practice: Practice, lang: Lang): Localized {
  const { translations, ...english } = practice;
  if (lang === "en") return { practice: english, english: [] };
  const texts = translations?.[lang]?.texts ?? {};
  const localized = structuredClone(english);
  const fallbacks: string[] = [];
  for (const path of translatablePaths(english)) {
    const text = texts[path];
    if (!text) {
      fallbacks.push(path);
      continue;
    }
    const keys = path.split(".");
    const last = keys.pop()!;
    let parent = localized as unknown as Record<string, unknown>;
    for (const key of keys) parent = parent[key] as Record<string, unknown>;
    parent[last] = text;
  }
  return { practice: localized, english: fallbacks };
}

/** The practice as the public page at `url` shows it, in the page's language: for the pages' loaders. */
export function practiceForPage(practice: Practice, url: string): LocalizedPractice {
  return localizedPractice(practice, languageOfPath(new URL(url).pathname)).practice;
}
