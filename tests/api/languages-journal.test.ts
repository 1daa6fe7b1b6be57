// Each language's journal lists its own posts (issue 29); an English post's address under a language prefix it has
// no translation in shows the English article for now (links shared before the journal was translated), with a
// redirect nobody keeps, so that the translation is found there once it is published (issue 36).
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../support/server.ts";
import { admin, publishedBlog, sampleBlog, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((started, signedIn) => {
  server = started;
  token = signedIn;
});

const titles = ["Sleep after a hard week", "Talking to your parents about therapy"];

beforeAll(async () => {
  for (const title of titles) await publishedBlog(server, token, title);
});

async function page(pathname: string): Promise<string> {
  const response = await fetch(server.url + pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** The card titles of a journal page: the heading's attributes and the address its link goes to. */
function cardTitles(html: string): { attributes: string; href: string; title: string }[] {
  return [...html.matchAll(/<h3([^>]*)><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a><\/h3>/g)].map(([, attributes, href, title]) => ({
    attributes: attributes!,
    href: href!,
    title: title!,
  }));
}

describe("the journal list in another language", () => {
  it("lists only that language's posts: none here, so it says so and links to the English journal", async () => {
    const html = await page("/hi/blogs");
    expect(html).toMatch(/<html[^>]*lang="hi"/);
    expect(cardTitles(html)).toEqual([]);
    expect(html).toContain("अभी हिन्दी में कोई लेख नहीं है।");
    expect(html).toMatch(/<a[^>]*href="\/blogs"[^>]*>अंग्रेज़ी में ब्लॉग पढ़ें<\/a>/);
    // The page's own words are Hindi.
    expect(html).toContain("ब्लॉग में खोजें");
    // English cards carry no language mark and link to the English addresses.
    const english = cardTitles(await page("/blogs"));
    expect(english.map((card) => card.title).sort()).toEqual([...titles].sort());
    for (const card of english) {
      expect(card.attributes).not.toContain("lang=");
      expect(card.href).toMatch(/^\/blogs\/[a-z0-9-]+$/);
    }
  });
});

describe("an article under a language prefix", () => {
  it("answers 302 to the English article's note in the language asked for when there is no translation, kept by no cache, keeping the comments page asked for", async () => {
    const [first] = cardTitles(await page("/blogs"));
    const slug = first!.href.replace("/blogs/", "");
    for (const lang of ["hi", "te", "ur"]) {
      // Twice: the second answer would come from the page cache if it kept redirects.
      for (const time of [1, 2]) {
        const moved = await fetch(`${server.url}/${lang}/blogs/${slug}`, { redirect: "manual" });
        expect(moved.status, `${lang} ${time}`).toBe(302);
        expect(moved.headers.get("location")).toBe(`/blogs/${slug}#not-in-${lang}`);
        expect(moved.headers.get("cache-control")).toBe("no-cache");
      }
    }
    const withPage = await fetch(`${server.url}/ur/blogs/${slug}?comments=2`, { redirect: "manual" });
    expect(withPage.status).toBe(302);
    expect(withPage.headers.get("location")).toBe(`/blogs/${slug}?comments=2#not-in-ur`);
    expect((await fetch(server.url + first!.href, { redirect: "manual" })).status).toBe(200);
  });
});

describe("a translated journal and the English posts it lacks (issue 40)", () => {
  /** The English posts' addresses: the first gets a Hindi and an Urdu translation, the second none. */
  let translated: string;
  let untranslated: string;

  it("says how many more articles are in English, in the language's words and plural, and links the English journal", async () => {
    [translated, untranslated] = cardTitles(await page("/blogs")).map((card) => card.href) as [string, string];
    const englishId = async (href: string) =>
      (await admin<{ blog: { _id: string } }>(server, token, "GET", `/api/user/blog/${href.replace("/blogs/", "")}?noIncrement=true`)).blog._id;
    for (const [lang, title] of [
      ["hi", "कठिन सप्ताह के बाद नींद"],
      ["ur", "مشکل ہفتے کے بعد نیند"],
    ] as const) {
      const { _id } = await admin(server, token, "POST", "/api/admin/blogs/create", {
        ...sampleBlog,
        title,
        lang,
        translationOf: await englishId(translated),
      });
      await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: _id, published: true });
    }
    const moreInEnglish = (html: string) => /<p[^>]*>([^<]+)(?:<!-- -->)? <a[^>]*href="\/blogs"[^>]*>([^<]+)<\/a><\/p>/.exec(html)?.slice(1);
    expect(moreInEnglish(await page("/hi/blogs"))).toEqual(["एक और लेख अंग्रेज़ी में है।", "अंग्रेज़ी में ब्लॉग पढ़ें"]);
    await publishedBlog(server, token, "Panic on the train");
    expect(moreInEnglish(await page("/hi/blogs"))).toEqual(["2 और लेख अंग्रेज़ी में हैं।", "अंग्रेज़ी में ब्लॉग पढ़ें"]);
    expect(moreInEnglish(await page("/ur/blogs"))).toEqual(["2 اور مضامین انگریزی میں ہیں۔", "انگریزی میں بلاگ پڑھیں"]);
    // Telugu has none of its own: the empty journal's own words, not the line.
    expect(await page("/te/blogs")).not.toContain("ఇంగ్లీష్‌లో ఉన్నాయి");
    expect(await page("/blogs")).not.toContain("more articles are in English");
  });

  it("leads the switcher's link for a language the post lacks to the note, in that language, that it is not in it yet", async () => {
    const english = await page(untranslated);
    expect(english).toMatch(/<a href="#not-in-hi" lang="hi" dir="ltr" title="This article is not in हिन्दी yet"[^>]*>हिन्दी<\/a>/);
    expect(english).toMatch(/<p id="not-in-hi" lang="hi"[^>]*>यह लेख अभी हिन्दी में नहीं है। <a href="\/hi\/blogs" hreflang="hi"[^>]*>हिन्दी में लेख<\/a><\/p>/);
    expect(english).toMatch(/<p id="not-in-ur" lang="ur" dir="rtl"/);
    // On the translated one, the link is the translation's, and no note is needed.
    const translatedPage = await page(translated);
    expect(translatedPage).toContain(`href="/hi${translated}" hrefLang="hi"`);
    expect(translatedPage).not.toContain('id="not-in-hi"');
    expect(translatedPage).toContain('id="not-in-te"');
  });
});
