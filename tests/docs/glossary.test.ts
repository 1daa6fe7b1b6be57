// The glossary of clinical terms (docs/glossary.md, decision 39): no interface catalogue, practice translation, reply
// template or demo post of a language uses a term the glossary marks wrong for that language.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultTranslations } from "#app/content/practice-translations/index.ts";
import { defaultReplyTemplates } from "#app/content/reply-templates.ts";
import type { Lang } from "#app/i18n/languages.ts";
import { demoTranslations } from "#server/db/demo/translations.ts";

type OtherLang = Exclude<Lang, "en">;
type WrongTerm = { lang: OtherLang; term: string; prefix: boolean };

const root = path.resolve(import.meta.dirname, "../..");
const otherLangs: OtherLang[] = ["hi", "te", "ur"];

/** The rows of the glossary's "terms marked wrong" table: `| ur | \`ماہرِ نفسیات\` | … |`. */
function wrongTerms(markdown: string): WrongTerm[] {
  const table = markdown.split("## The terms marked wrong")[1] ?? "";
  return [...table.matchAll(/^\| (hi|te|ur) \| `([^`]+)` \|/gm)].map(([, lang, cell]) => ({
    lang: lang as OtherLang,
    term: (cell ?? "").replace(/…$/, ""),
    prefix: (cell ?? "").endsWith("…"),
  }));
}

/**
 * Where the term stands as a word of its own in the text (a prefix term also at the start of a longer word): a letter
 * or a vowel sign either side means it is part of another word, as ماہرِ نفسیات is of ماہرِ نفسیاتی امراض.
 */
function uses(text: string, { term, prefix }: WrongTerm): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}${prefix ? "" : "(?![\\p{L}\\p{M}])"}`, "u").test(text);
}

/** Every text the site ships in a language, each named by where it comes from. */
function shippedTexts(lang: OtherLang): { source: string; text: string }[] {
  const catalogueDir = path.join(root, "app/i18n", lang);
  const catalogues = readdirSync(catalogueDir).map((file) => ({
    source: `app/i18n/${lang}/${file}`,
    text: readFileSync(path.join(catalogueDir, file), "utf8"),
  }));
  const practice = Object.entries(defaultTranslations[lang]?.texts ?? {}).map(([field, text]) => ({
    source: `app/content/practice-translations/${lang}.ts ${field}`,
    text,
  }));
  const templates = defaultReplyTemplates.map((template) => ({
    source: `app/content/reply-templates.ts ${lang} “${template.title}”`,
    text: template.texts[lang],
  }));
  const posts = demoTranslations
    .filter((post) => post.lang === lang)
    .map((post) => ({ source: `server/db/demo/translations.ts ${lang} post of original ${post.original}`, text: JSON.stringify(post) }));
  return [...catalogues, ...practice, ...templates, ...posts];
}

function findings(lang: OtherLang, terms: WrongTerm[], texts = shippedTexts(lang)): string[] {
  return terms
    .filter((term) => term.lang === lang)
    .flatMap((term) => texts.filter(({ text }) => uses(text, term)).map(({ source }) => `${source}: ${term.term}`));
}

const glossary = wrongTerms(readFileSync(path.join(root, "docs/glossary.md"), "utf8"));

describe("the glossary of clinical terms", () => {
  it("marks terms wrong in each language", () => {
    for (const lang of otherLangs) expect(glossary.filter((term) => term.lang === lang).length, lang).toBeGreaterThan(5);
  });

  it("finds a wrong term as a word of its own, and a prefix term with an ending, but not inside a right term", () => {
    const text = (value: string) => [{ source: "sample", text: value }];
    expect(findings("ur", glossary, text("ڈاکٹر Aarav Mehta — ماہرِ نفسیات اور ماہرِ جنسی صحت"))).toEqual(["sample: ماہرِ نفسیات", "sample: نفسیات"]);
    expect(findings("ur", glossary, text("ڈاکٹر Aarav Mehta — ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت"))).toEqual([]);
    expect(findings("te", glossary, text("మనసు, మూడ్, దాంపత్య జీవితానికి"))).toEqual(["sample: దాంపత్య"]);
    expect(findings("te", glossary, text("వ్యక్తులు, దంపతులకు"))).toEqual([]);
    expect(findings("hi", glossary, text("मनोचिकित्सक और यौन रोग विशेषज्ञ"))).toEqual(["sample: यौन रोग"]);
    expect(findings("hi", glossary, text("सबसे कम ख़ुराक, ग़लत नहीं"))).toEqual([]);
  });

  it.each(otherLangs)("is followed by every %s catalogue, practice translation, reply template and demo post", (lang) => {
    expect(findings(lang, glossary)).toEqual([]);
  });
});
