// The site in Hindi, Telugu and Urdu (issue 28), over real HTTP: the layout and the home, why-choose-us, about-me,
// our-services, media and not-found pages answer in every language with the page's `<html lang dir>`, in the
// language's own texts (not English's), and link to the pages of the same language.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, type Messages } from "../../app/i18n/en/index.ts";
import { hi } from "../../app/i18n/hi/index.ts";
import { type Lang, languageFacts, languages, pathIn } from "../../app/i18n/languages.ts";
import { te } from "../../app/i18n/te/index.ts";
import { ur } from "../../app/i18n/ur/index.ts";
import { type RunningServer, removeDataDir, startServer } from "../support/server.ts";

const catalogues: Record<Lang, Messages> = { en, hi, te, ur };

/** Each page, the status it answers, and a heading of its own that must be in the page's language. */
const pages: { path: string; status: number; heading: (t: Messages) => string; layout?: false }[] = [
  { path: "/", status: 200, heading: (t) => t.home.clinics.title },
  { path: "/why-choose-us", status: 200, heading: (t) => t.whyChooseUs.title },
  { path: "/about-me", status: 200, heading: (t) => t.about.currentEmployment },
  { path: "/our-services", status: 200, heading: (t) => t.services.title },
  { path: "/self-check", status: 200, heading: (t) => t.selfCheck.intro.title },
  { path: "/before-your-visit", status: 200, heading: (t) => t.beforeYourVisit.fees.title },
  { path: "/accessibility", status: 200, heading: (t) => t.accessibility.report.title },
  // The test server has no demo content: the gallery says it is empty.
  { path: "/media", status: 200, heading: (t) => t.media.empty },
  { path: "/notfound", status: 404, heading: (t) => t.notFound.title },
  { path: "/no-such-page", status: 404, heading: (t) => t.notFound.title },
  // A gallery page past the last: the root's error boundary, without the layout.
  { path: "/media?page=9", status: 404, heading: (t) => t.notFound.missingTitle, layout: false },
];

/** Texts of the layout every page shows. */
const layoutTexts = (t: Messages) => [...Object.values(t.layout.menu), t.layout.skipToContent, t.layout.visitors.total, t.layout.footer.clinicHours];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

/** The page's HTML with React's character references read back, so texts compare as written. */
async function page(pathname: string) {
  const response = await fetch(server.url + pathname);
  const html = (await response.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  return { status: response.status, html };
}

describe.each(languages)("in %s", (lang) => {
  const t = catalogues[lang];
  const { tag, dir } = languageFacts[lang];

  it.each(pages)("$path answers $status with <html lang dir> and its texts in the language", async ({ path, status, heading, layout }) => {
    const { status: answered, html } = await page(pathIn(lang, path));
    expect(answered).toBe(status);
    expect(html).toContain(`<html lang="${tag}" dir="${dir}">`);
    const has = (text: string) => html.includes(text);
    expect(has(heading(t)), heading(t)).toBe(true);
    const expected = layout === false ? [] : layoutTexts(t);
    expect(expected.filter((text) => !has(text))).toEqual([]);
    if (lang === "en") return;
    // What the reader sees: not the scripts' data (an error's English status text rides along there), nor the
    // appointment form on /our-services, whose texts are the booking's own.
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<form[\s\S]*?<\/form>/g, "");
    expect(shown.includes(heading(en)), heading(en)).toBe(false);
    expect(layoutTexts(en).filter((text) => shown.includes(`>${text}<`))).toEqual([]);
  });

  it.each(pages.filter((entry) => entry.status === 200))("$path links to the pages of its own language", async ({ path }) => {
    const { html } = await page(pathIn(lang, path));
    // The language switcher's links (with hreflang) are the only ones that lead to another language.
    const internal = [...html.matchAll(/<a (?![^>]*hrefLang)[^>]*href="(\/[^"]*)"/gi)].map((match) => match[1]!);
    expect(internal.length).toBeGreaterThan(8);
    for (const href of internal) expect(href === pathIn(lang, href) ? href : `${href} is not in ${lang}`).toBe(href);
  });
});

it("the Urdu page's title and description are Urdu", async () => {
  const { html } = await page("/ur/");
  expect(html).toMatch(/<title>[^<]*ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]*رازدارانہ علاج/);
});

it("writes Urdu lists with the Urdu comma, and English and Hindi ones with the Latin", async () => {
  const languagesOn = async (pathname: string) => (await page(pathname)).html;
  const urdu = await languagesOn("/ur/");
  expect(urdu).toContain("انگریزی، ہندی، اردو، تیلگو");
  expect(urdu).not.toMatch(/انگریزی, /);
  expect(await languagesOn("/")).toContain("English, Hindi, Urdu, Telugu");
});

it("marks the names inside a translated sentence English, and isolates them left to right on Urdu pages", async () => {
  const name = "Dr. Aarav Mehta";
  const hindi = (await page("/hi/why-choose-us")).html;
  // The page's intro and the footer's registration line, both sentences made around the doctor's name.
  expect(hindi.split(`<span lang="en">${name}</span>`).length - 1).toBeGreaterThanOrEqual(2);
  expect(hindi).toContain('<span lang="en">MMC 2009/04/1234</span>');
  const urdu = (await page("/ur/our-services")).html;
  expect(urdu).toContain(`<span lang="en" dir="ltr">${name}</span>`);
  expect(urdu).toContain('<span lang="en" dir="ltr">WhatsApp</span>');
  // English pages carry no extra element.
  const english = (await page("/why-choose-us")).html;
  expect(english).not.toContain(`<span lang="en">${name}</span>`);
  expect(english).toContain(`expect from ${name} at every visit`);
});

describe("the self-check (issue 39)", () => {
  const source = path.join(import.meta.dirname, "../../app/content/screeners/phq9-gad7.json");
  const published = JSON.parse(readFileSync(source, "utf8")) as Record<
    "phq9" | "gad7",
    Record<"prompt" | "options" | "items", Record<"en" | "hi", string | string[]>>
  >;
  /** Every text of both questionnaires in one language: prompt, answers and items. */
  const textsIn = (lang: "en" | "hi") =>
    (["phq9", "gad7"] as const).flatMap((instrument) => {
      const { prompt, options, items } = published[instrument];
      return [prompt[lang] as string, ...(options[lang] as string[]), ...(items[lang] as string[])];
    });

  it("ships the file of ../shared/screeners as it came: Pfizer's English and Hindi texts, unedited", () => {
    expect(createHash("sha256").update(readFileSync(source)).digest("hex")).toBe("3e4b709e3801d8dd20d8e73865b76b4a6a1f2a5821b683c21f07e07f61837b4e");
  });

  it.each([
    ["/self-check", "en"],
    ["/hi/self-check", "hi"],
    ["/te/self-check", "en"],
    ["/ur/self-check", "en"],
  ] as const)("%s shows the questionnaires word for word as published (%s)", async (pathname, lang) => {
    const { html } = await page(pathname);
    expect(textsIn(lang).filter((text) => !html.includes(text))).toEqual([]);
  });

  it("is, without JavaScript, a sheet of both questionnaires to mark and print, with the scoring key", async () => {
    const { html } = await page("/self-check");
    expect(html.match(/<fieldset/g)).toHaveLength(16);
    expect(html.match(/<input type="radio"/g)).toHaveLength(64);
    // Its form says autocomplete="off" for its fields: the attribute is not valid HTML on a radio button itself.
    expect(html).toMatch(/<form autoComplete="off"/i);
    expect(html).toContain(en.selfCheck.sheet.key);
    for (const band of ["0–4", "5–9", "10–14", "15–19", "20–27", "15–21"]) expect(html).toContain(band);
    expect(html).toContain("No permission required to reproduce, translate, display or distribute.");
  });
});
