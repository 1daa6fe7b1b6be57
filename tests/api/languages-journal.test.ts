// Each language's journal lists its own posts (issue 29); an English post's address under a language prefix it has
// no translation in shows the English article for now (links shared before the journal was translated), with a
// redirect nobody keeps, so that the translation is found there once it is published (issue 36).
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../support/server.ts";
import { publishedBlog, withSignedInServer } from "./helpers.ts";

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
  it("answers 302 to the English article when there is no translation, kept by no cache, keeping the comments page asked for", async () => {
    const [first] = cardTitles(await page("/blogs"));
    const slug = first!.href.replace("/blogs/", "");
    for (const lang of ["hi", "te", "ur"]) {
      // Twice: the second answer would come from the page cache if it kept redirects.
      for (const time of [1, 2]) {
        const moved = await fetch(`${server.url}/${lang}/blogs/${slug}`, { redirect: "manual" });
        expect(moved.status, `${lang} ${time}`).toBe(302);
        expect(moved.headers.get("location")).toBe(`/blogs/${slug}`);
        expect(moved.headers.get("cache-control")).toBe("no-cache");
      }
    }
    const withPage = await fetch(`${server.url}/ur/blogs/${slug}?comments=2`, { redirect: "manual" });
    expect(withPage.status).toBe(302);
    expect(withPage.headers.get("location")).toBe(`/blogs/${slug}?comments=2`);
    expect((await fetch(server.url + first!.href, { redirect: "manual" })).status).toBe(200);
  });
});
