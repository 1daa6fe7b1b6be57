// The practice's facts in Hindi, Telugu and Urdu (decision 31), over HTTP: saving and reading a language's texts, what a
// page in the language shows, unpublishing a language, the untranslated counts, and documents saved before translations.
import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { untranslatedPaths } from "#app/lib/practice-i18n.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, publishedBlog, sampleBlog, signIn, withDatabase, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((running, adminToken) => {
  server = running;
  token = adminToken;
});

const editorDocument = (): Promise<any> => admin(server, token, "GET", "/api/admin/practice");
const save = (document: unknown) => call(server, "PUT", "/api/admin/practice", document, bearer(token));

async function status(path: string): Promise<number> {
  const response = await fetch(server.url + path);
  await response.arrayBuffer();
  return response.status;
}

async function page(path: string): Promise<string> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The lang and dir attributes of the element of `html` whose whole text is `text` (one element must be). */
function attributesOf(html: string, text: string): string[] {
  const escaped = text.replaceAll("&", "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const elements = [...html.matchAll(new RegExp(`<\\w+([^<>]*)>${escaped}</`, "g"))];
  expect(elements, text).toHaveLength(1);
  return [...elements[0]![1]!.matchAll(/\s((?:lang|dir)="[^"]*")/g)].map((match) => match[1]!);
}

describe("a new database", () => {
  it("ships every translatable field in Hindi, Telugu and Urdu, all three published", async () => {
    const document: Practice = await editorDocument();
    for (const lang of ["hi", "te", "ur"] as const) {
      expect(document.translations?.[lang]?.published).toBe(true);
      expect(untranslatedPaths(document, lang)).toEqual([]);
    }
    expect((await call(server, "GET", "/api/user/practice")).body.data).toEqual(defaultPractice);
  });

  it("shows each language's texts on its pages and the English on the English pages", async () => {
    const hindi = await page("/hi/our-services");
    expect(hindi).toContain("सामान्य मनोचिकित्सा");
    expect(hindi).not.toContain("englishFields");
    expect(await page("/ur/why-choose-us")).toContain("مکمل رازداری");
    expect(await page("/te/")).toContain("నమ్మకమైన నైపుణ్యం. ఆత్మీయమైన సంరక్షణ.");
    const english = await page("/our-services");
    expect(english).toContain("General Psychiatry");
    expect(english).not.toContain("सामान्य मनोचिकित्सा");
    expect(english).not.toContain("englishFields");
  });
});

describe("saving a language's texts", () => {
  it("stores them, shows them, and shows an emptied field in English, counted and listed as English", async () => {
    const next = await editorDocument();
    next.translations.hi.texts["services.0.title"] = "  सामान्य मनोरोग चिकित्सा ";
    next.translations.hi.texts.tagline = "   ";
    delete next.translations.hi.texts["doctor.ctaText"];
    const { status: code, body } = await save(next);
    expect(code).toBe(200);
    expect(body.data.translations.hi.texts["services.0.title"]).toBe("सामान्य मनोरोग चिकित्सा");
    expect(body.data.translations.hi.texts).not.toHaveProperty("tagline");
    expect(untranslatedPaths(body.data, "hi")).toEqual(["tagline", "doctor.ctaText"]);
    expect(untranslatedPaths(body.data, "te")).toEqual([]);
    expect(await editorDocument()).toEqual(body.data);

    expect(await page("/hi/our-services")).toContain("सामान्य मनोरोग चिकित्सा");
    const home = await page("/hi/");
    expect(home).toContain(defaultPractice.tagline);
    expect(home).toContain(defaultPractice.doctor.ctaText);
    expect(home).toContain("englishFields");
    expect(await page("/")).not.toContain("englishFields");
  });

  it('marks a field left in English on the page in another language: lang="en", and left to right on an Urdu page', async () => {
    const next = await editorDocument();
    delete next.translations.hi.texts.tagline;
    delete next.translations.ur.texts.tagline;
    delete next.translations.ur.texts["clinics.0.summary"];
    expect((await save(next)).status).toBe(200);

    const { tagline } = defaultPractice;
    expect(attributesOf(await page("/hi/"), tagline)).toEqual(['lang="en"']);
    const urdu = await page("/ur/");
    expect(attributesOf(urdu, tagline)).toEqual(['lang="en"', 'dir="ltr"']);
    expect(attributesOf(urdu, defaultPractice.clinics[0]!.summary)).toEqual(['lang="en"', 'dir="ltr"']);
    // The translated fields beside them are not marked.
    expect(attributesOf(urdu, next.translations.ur.texts["clinics.1.summary"])).toEqual([]);
    expect(attributesOf(await page("/"), tagline)).toEqual([]);
  });

  it("refuses a translation longer than its English field allows, at the translation's path, and stores nothing", async () => {
    const before = await editorDocument();
    const next = structuredClone(before);
    next.translations.ur.texts["doctor.ctaText"] = "ا".repeat(61);
    const { status: code, body } = await save(next);
    expect(code).toBe(400);
    expect(body.errors).toEqual({ "translations.ur.texts.doctor.ctaText": "The translation must be at most 60 characters, as the English" });
    expect(await editorDocument()).toEqual(before);
  });

  it("drops the texts of a list item the English no longer has", async () => {
    const next = await editorDocument();
    next.services = next.services.slice(0, 6);
    const { body } = await save(next);
    for (const lang of ["hi", "te", "ur"]) {
      expect(Object.keys(body.data.translations[lang].texts).filter((path) => path.startsWith("services.6."))).toEqual([]);
      expect(body.data.translations[lang].texts["services.5.title"]).toBeTruthy();
    }
  });

  it("keeps the stored texts when a client sends the document without translations", async () => {
    const before = await editorDocument();
    const { translations: _left, ...older } = before;
    older.tagline = "Careful listening, clear plans.";
    const { status: code, body } = await save(older);
    expect(code).toBe(200);
    expect(body.data.translations).toEqual(before.translations);
    expect(body.data.tagline).toBe("Careful listening, clear plans.");
    expect(await page("/te/")).toContain("నమ్మకమైన నైపుణ్యం.");
  });
});

describe("an unpublished language", () => {
  it("has no pages, feed, sitemap entries, links or public texts, and comes back when published again", async () => {
    // A post translated into Hindi and Telugu, all three live.
    const original = await publishedBlog(server, token, "Worry at night");
    for (const [lang, title] of [
      ["hi", "रात की चिंता"],
      ["te", "రాత్రి ఆందోళన"],
    ]) {
      const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, title, lang, translationOf: original });
      await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
    }
    expect(await page("/sitemap.xml")).toContain("/hi/blogs/worry-at-night");
    expect(await page("/blogs/worry-at-night")).toContain('href="/hi/blogs/worry-at-night"');

    const next = await editorDocument();
    next.translations.hi.published = false;
    expect((await save(next)).status).toBe(200);

    expect(await status("/hi/")).toBe(404);
    expect(await status("/hi/about-me")).toBe(404);
    expect(await status("/hi/book-an-appointment")).toBe(404);
    expect(await status("/hi/blogs/worry-at-night")).toBe(404);
    expect(await status("/hi/rss.xml")).toBe(404);
    expect(await status("/te/about-me")).toBe(200);
    expect(await status("/te/rss.xml")).toBe(200);
    const english = await page("/about-me");
    expect(english).not.toContain('href="/hi/about-me"');
    expect(english).toContain('href="/te/about-me"');
    // Not among the post's alternates ("Read this in …", hreflang) on the pages of the other languages either.
    for (const path of ["/blogs/worry-at-night", "/te/blogs/worry-at-night"]) {
      const post = await page(path);
      expect(post, path).not.toContain("/hi/");
      expect(post, path).toMatch(/hrefLang="te" href="[^"]*\/te\/blogs\/worry-at-night"/);
    }
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).not.toContain("/hi/");
    expect(sitemap).toContain("/te/about-me");
    expect(sitemap).toMatch(/hreflang="te" href="[^"]*\/te\/blogs\/worry-at-night"/);
    const published = (await call(server, "GET", "/api/user/practice")).body.data;
    expect(Object.keys(published.translations)).toEqual(["te", "ur"]);
    // The editor keeps the texts.
    expect((await editorDocument()).translations.hi.texts["services.0.title"]).toBeTruthy();

    next.translations.hi.published = true;
    expect((await save(next)).status).toBe(200);
    expect(await status("/hi/")).toBe(200);
    expect(await page("/about-me")).toContain('href="/hi/about-me"');
    expect(await page("/hi/rss.xml")).toContain("/hi/blogs/worry-at-night");
    expect(await page("/sitemap.xml")).toContain("/hi/blogs/worry-at-night");
  });
});

describe("a database saved before translations existed", () => {
  it("reads without them: English only, every other language without pages, until one is published", async () => {
    const { translations: _none, ...old } = structuredClone(defaultPractice);
    await server.stop();
    withDatabase(server, (sqlite) => sqlite.prepare("UPDATE practice SET document = ? WHERE id = 1").run(JSON.stringify(old)));
    server = await server.restart();
    token = await signIn(server);

    const editor = await editorDocument();
    expect(editor).not.toHaveProperty("translations");
    expect((await call(server, "GET", "/api/user/practice")).body.data).toEqual(old);
    expect(await status("/")).toBe(200);
    for (const path of ["/hi/", "/hi/about-me", "/te/", "/ur/our-services"]) expect(await status(path)).toBe(404);
    // Every translatable field of the document (133 since the payment policy and the Before-your-visit questions).
    expect(untranslatedPaths(editor, "ur")).toHaveLength(133);

    // An older client's save changes nothing of that.
    const saved = await save(editor);
    expect(saved.status).toBe(200);
    expect(saved.body.data).not.toHaveProperty("translations");

    const { body } = await save({ ...editor, translations: { ur: { published: true, texts: { "services.0.title": "عمومی نفسیاتی علاج" } } } });
    expect(body.data.translations).toEqual({ ur: { published: true, texts: { "services.0.title": "عمومی نفسیاتی علاج" } } });
    const urdu = await page("/ur/our-services");
    expect(urdu).toContain("عمومی نفسیاتی علاج");
    expect(urdu).toContain("Sexual Medicine");
    expect(urdu).toContain("englishFields");
    expect(await status("/hi/")).toBe(404);
  });
});
