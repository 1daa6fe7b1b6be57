// Until the journal itself is translated, /hi/blogs and its siblings list the English posts in the language's page:
// each post's words marked English and linked to its one English address; an article under a language prefix moves
// there for good (issue 28).
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
  it("lists the English posts on /hi/blogs, each title marked lang=en and linking to its English address", async () => {
    const html = await page("/hi/blogs");
    expect(html).toMatch(/<html[^>]*lang="hi"/);
    const cards = cardTitles(html);
    expect(cards.map((card) => card.title).sort()).toEqual([...titles].sort());
    for (const card of cards) {
      expect(card.attributes).toContain('lang="en"');
      expect(card.attributes).not.toContain("dir=");
      expect(card.href).toMatch(/^\/blogs\/[a-z0-9-]+$/);
    }
    expect(html).not.toContain('href="/hi/blogs/');
    // The page's own words are Hindi.
    expect(html).toContain("ब्लॉग में खोजें");
  });

  it("marks the posts left to right on the Urdu page, and links them to the same English addresses", async () => {
    const english = cardTitles(await page("/blogs"));
    const urdu = cardTitles(await page("/ur/blogs"));
    expect(urdu.map((card) => card.href)).toEqual(english.map((card) => card.href));
    for (const card of urdu) expect(card.attributes).toMatch(/lang="en" dir="ltr"/);
    // English cards carry no language mark: the English page does not grow.
    for (const card of english) expect(card.attributes).not.toContain("lang=");
  });
});

describe("an article under a language prefix", () => {
  it("answers 301 to the English article, keeping the comments page asked for", async () => {
    const [first] = cardTitles(await page("/blogs"));
    const slug = first!.href.replace("/blogs/", "");
    for (const lang of ["hi", "te", "ur"]) {
      const moved = await fetch(`${server.url}/${lang}/blogs/${slug}`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/blogs/${slug}`);
    }
    const withPage = await fetch(`${server.url}/ur/blogs/${slug}?comments=2`, { redirect: "manual" });
    expect(withPage.status).toBe(301);
    expect(withPage.headers.get("location")).toBe(`/blogs/${slug}?comments=2`);
    expect((await fetch(server.url + first!.href, { redirect: "manual" })).status).toBe(200);
  });
});
