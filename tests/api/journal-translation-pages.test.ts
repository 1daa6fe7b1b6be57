// Issue 29: a translation's address, its journal, feed and sitemap, and the hreflang links that tie a group together.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ur } from "../../app/i18n/ur/index.ts";
import { type RunningServer, call, removeDataDir, startServer } from "../support/server.ts";
import { admin, sampleBlog, signIn, withSignedInServer } from "./helpers.ts";

const create = (server: RunningServer, token: string, fields: Record<string, unknown>) =>
  admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, ...fields });
const publish = (server: RunningServer, token: string, id: string, publishAt?: string) =>
  admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: id, published: true, ...(publishAt ? { publishAt } : {}) });

async function text(server: RunningServer, pathname: string): Promise<string> {
  const response = await fetch(server.url + pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** The page's `hreflang` links as "tag href" lines, sorted. */
function hreflangs(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, tag, href]) => `${tag} ${new URL(href!).pathname}`).sort();
}

/** The sitemap's entries: each post's address and its alternates, as "tag path" lines. */
function sitemapEntries(xml: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const [, url] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(url!)![1]!).pathname;
    const links = [...url!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, tag, href]) => `${tag} ${new URL(href!).pathname}`).sort();
    entries.set(loc, links);
  }
  return entries;
}

/** A feed's item links, as paths. */
function feedLinks(xml: string): string[] {
  return [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map(([, href]) => new URL(href!).pathname).filter((path) => path.includes("/blogs/"));
}

describe("translations on the public site", () => {
  let server: RunningServer;
  let token: string;
  withSignedInServer((started, signedIn) => {
    server = started;
    token = signedIn;
  });

  let english: { _id: string; blog: { slug: string } };
  let hindi: { _id: string; blog: { slug: string } };
  let urdu: { _id: string; blog: { slug: string } };
  let telugu: { _id: string };
  beforeAll(async () => {
    english = await create(server, token, { title: "Sleep after a hard week", slug: "sleep-after-a-hard-week" });
    hindi = await create(server, token, {
      title: "कठिन सप्ताह के बाद नींद",
      lang: "hi",
      translationOf: english._id,
      content: [{ title: "पहला", description: "रात को दिल की धड़कन तेज़ हो तो गहरी साँस लें।" }],
    });
    urdu = await create(server, token, { title: "مشکل ہفتے کے بعد نیند", lang: "ur", translationOf: english._id });
    // A Telugu draft: on no page, in no link, until it is live.
    telugu = await create(server, token, { title: "కష్టమైన వారం తర్వాత నిద్ర", lang: "te", translationOf: english._id });
    for (const post of [english, hindi, urdu]) await publish(server, token, post._id);
    await admin(server, token, "PUT", "/api/admin/blogs/update", {
      ...sampleBlog,
      _id: urdu._id,
      title: "مشکل ہفتے کے بعد نیند",
      reviewedBy: "Dr. Sana Mirza",
      reviewedOn: "2026-11-20",
    });
  });

  it("serves each translation at /{lang}/blogs/{slug}, in its language, right to left in Urdu", async () => {
    expect(hindi.blog.slug).toBe("sleep-after-a-hard-week");
    const page = await text(server, "/hi/blogs/sleep-after-a-hard-week");
    expect(page).toMatch(/<html[^>]*lang="hi"/);
    expect(page).toContain("कठिन सप्ताह के बाद नींद");
    const urduPage = await text(server, "/ur/blogs/sleep-after-a-hard-week");
    expect(urduPage).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ur"/);
    expect(urduPage).toContain("Dr. Sana Mirza نے 20 نومبر 2026 کو نظرِ ثانی کی");
    expect((await fetch(`${server.url}/te/blogs/sleep-after-a-hard-week`, { redirect: "manual" })).headers.get("location")).toBe(
      "/blogs/sleep-after-a-hard-week#not-in-te",
    );
  });

  it("answers 301 under the language's prefix from an id, another language's prefix and every earlier slug", async () => {
    const location = async (pathname: string) => {
      const response = await fetch(server.url + pathname, { redirect: "manual" });
      expect(response.status, pathname).toBe(301);
      return response.headers.get("location");
    };
    expect(await location(`/blogs/${hindi._id}`)).toBe("/hi/blogs/sleep-after-a-hard-week");
    expect(await location(`/ur/blogs/${hindi._id}?comments=2`)).toBe("/hi/blogs/sleep-after-a-hard-week?comments=2");
    await admin(server, token, "PUT", "/api/admin/blogs/update", { ...sampleBlog, _id: hindi._id, title: "कठिन सप्ताह के बाद नींद", slug: "neend" });
    expect(await location("/hi/blogs/sleep-after-a-hard-week")).toBe("/hi/blogs/neend");
    // The English post keeps its address: the earlier slug moved only within Hindi.
    expect((await fetch(`${server.url}/blogs/sleep-after-a-hard-week`, { redirect: "manual" })).status).toBe(200);
    await admin(server, token, "PUT", "/api/admin/blogs/update", {
      ...sampleBlog,
      _id: hindi._id,
      title: "कठिन सप्ताह के बाद नींद",
      slug: "sleep-after-a-hard-week",
      content: [{ title: "पहला", description: "रात को दिल की धड़कन तेज़ हो तो गहरी साँस लें।" }],
    });
    expect(await location("/hi/blogs/neend")).toBe("/hi/blogs/sleep-after-a-hard-week");
  });

  it("links every live member of the group to every other with the same hreflang set, x-default the original", async () => {
    const expected = [
      "en-IN /blogs/sleep-after-a-hard-week",
      "hi /hi/blogs/sleep-after-a-hard-week",
      "ur /ur/blogs/sleep-after-a-hard-week",
      "x-default /blogs/sleep-after-a-hard-week",
    ];
    for (const pathname of ["/blogs/sleep-after-a-hard-week", "/hi/blogs/sleep-after-a-hard-week", "/ur/blogs/sleep-after-a-hard-week"]) {
      const page = await text(server, pathname);
      expect(hreflangs(page), pathname).toEqual(expected);
      // The Telugu draft is in no link: the language switcher leads to the note, in Telugu, that the post is not in
      // Telugu yet, which links Telugu's journal.
      expect(page.includes("/te/blogs/"), pathname).toBe(false);
      expect(page, pathname).toContain('href="#not-in-te" lang="te"');
      expect(page, pathname).toMatch(/id="not-in-te" lang="te"[^>]*>ఈ వ్యాసం ఇంకా తెలుగులో లేదు. <a href="\/te\/blogs" hreflang="te"/);
    }
    const englishPage = await text(server, "/blogs/sleep-after-a-hard-week");
    expect(englishPage).toContain("Read this in");
    expect(englishPage).toMatch(/href="\/ur\/blogs\/sleep-after-a-hard-week"[^>]*>اردو</);
    expect(englishPage).toContain('"workTranslation":[{"@id":');
    const hindiPage = await text(server, "/hi/blogs/sleep-after-a-hard-week");
    expect(hindiPage).toContain('"inLanguage":"hi"');
    expect(hindiPage).toMatch(/"translationOfWork":\{"@id":"[^"]*\/blogs\/sleep-after-a-hard-week"\}/);
    expect(hindiPage).toContain('href="/hi/rss.xml"');
  });

  it("lists each language's live posts on its journal and feed only, and says so where there are none", async () => {
    const hindiJournal = await text(server, "/hi/blogs");
    expect(hindiJournal).toContain('href="/hi/blogs/sleep-after-a-hard-week"');
    expect(hindiJournal).not.toContain("Sleep after a hard week");
    expect(await text(server, "/blogs")).not.toContain("कठिन सप्ताह के बाद नींद");
    const teluguJournal = await text(server, "/te/blogs");
    expect(teluguJournal).toContain("తెలుగులో ఇంకా వ్యాసాలు లేవు.");
    expect(teluguJournal).toContain('href="/blogs"');

    expect(feedLinks(await text(server, "/hi/rss.xml"))).toEqual(["/hi/blogs/sleep-after-a-hard-week"]);
    expect(feedLinks(await text(server, "/ur/rss.xml"))).toEqual(["/ur/blogs/sleep-after-a-hard-week"]);
    expect(feedLinks(await text(server, "/te/rss.xml"))).toEqual([]);
    expect(feedLinks(await text(server, "/rss.xml"))).toEqual(["/blogs/sleep-after-a-hard-week"]);
    expect(await text(server, "/hi/rss.xml")).toContain("<language>hi</language>");
  });

  it("lists each live post in the sitemap with the same alternates as its page", async () => {
    const entries = sitemapEntries(await text(server, "/sitemap.xml"));
    const posts = [...entries.keys()].filter((path) => path.includes("/blogs/"));
    expect(posts.sort()).toEqual(["/blogs/sleep-after-a-hard-week", "/hi/blogs/sleep-after-a-hard-week", "/ur/blogs/sleep-after-a-hard-week"]);
    for (const path of posts) expect(entries.get(path), path).toEqual(hreflangs(await text(server, path)));
  });

  it("shows a comment on a translation only under it", async () => {
    const { body } = await call(server, "POST", "/api/user/comment/create", {
      blogid: urdu._id,
      name: "Reader",
      email: "reader@test.example",
      mobile: "+91 90000 55000",
      message: "بہت شکریہ، یہ مضمون مددگار تھا",
    });
    await admin(server, token, "POST", "/api/admin/comment/published", { commentid: body.data._id, published: true });
    expect(await text(server, "/ur/blogs/sleep-after-a-hard-week")).toContain("بہت شکریہ، یہ مضمون مددگار تھا");
    expect(await text(server, "/blogs/sleep-after-a-hard-week")).not.toContain("بہت شکریہ");
  });

  it("keeps a draft translation out of every page", async () => {
    expect(telugu._id).toBeTruthy();
    // Its address shows the original for now, with a redirect no browser keeps: it is there once published.
    const forNow = await fetch(`${server.url}/te/blogs/sleep-after-a-hard-week`, { redirect: "manual" });
    expect(forNow.status).toBe(302);
    expect(forNow.headers.get("cache-control")).toBe("no-cache");
    expect(await text(server, "/sitemap.xml")).not.toContain("/te/blogs/");
  });

  it("previews a draft translation in its own language's page, right to left in Urdu, even before Urdu is published", async () => {
    const original = await create(server, token, { title: "Panic on the train", slug: "panic-on-the-train" });
    const draft = await create(server, token, { title: "ٹرین میں گھبراہٹ", lang: "ur", translationOf: original._id });
    const { url } = await admin(server, token, "POST", "/api/admin/blogs/preview", { _id: draft._id });
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/ur\/preview\/[\w-]{43}$/);
    const shown = async () => {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return response.text();
    };
    const html = await shown();
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain("ٹرین میں گھبراہٹ");
    // Urdu's own texts and links, not English's.
    expect(html).toContain(ur.layout.skipToContent);
    expect(html).toContain('href="/ur/blogs"');
    // Never kept by the page cache: a draft's save changes no public page, yet the preview shows it at once.
    await admin(server, token, "PUT", "/api/admin/blogs/update", { ...sampleBlog, _id: draft._id, title: "ٹرین میں اچانک گھبراہٹ" });
    expect(await shown()).toContain("ٹرین میں اچانک گھبراہٹ");

    // A link to its English address (made before previews had a language) moves to its own, kept by nobody.
    const moved = await fetch(`${server.url}${path.replace("/ur/", "/")}`, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(path);
    expect(moved.headers.get("cache-control")).toBe("no-store");

    const practice = await admin(server, token, "GET", "/api/admin/practice");
    practice.translations.ur.published = false;
    await admin(server, token, "PUT", "/api/admin/practice", practice);
    try {
      expect((await fetch(`${server.url}/ur/blogs/sleep-after-a-hard-week`)).status).toBe(404);
      expect(await shown()).toContain('<html lang="ur" dir="rtl">');
    } finally {
      practice.translations.ur.published = true;
      await admin(server, token, "PUT", "/api/admin/practice", practice);
    }
  });
});

describe.each(["UTC", "Asia/Kolkata"])("a scheduled translation, server in %s", (timeZone) => {
  let server: RunningServer;
  let token: string;
  const start = (offsetSeconds: number, dataDir?: string) => startServer({ dataDir, env: { TZ: timeZone, CLOCK_OFFSET_SECONDS: String(offsetSeconds) } });
  beforeAll(async () => {
    server = await start(0);
    token = await signIn(server);
  });
  afterAll(async () => {
    await server.stop();
    removeDataDir(server);
  });
  async function moveClockTo(offsetSeconds: number) {
    await server.stop();
    server = await start(offsetSeconds, server.dataDir);
    token = await signIn(server);
  }

  /** Every place a live translation shows: its page, its journal, its feed, the sitemap and its original's links. */
  async function places(slug: string) {
    const path = `/te/blogs/${slug}`;
    const page = await fetch(server.url + path, { redirect: "manual" });
    return {
      page: page.status === 200,
      journal: (await text(server, "/te/blogs")).includes(`href="${path}"`),
      feed: feedLinks(await text(server, "/te/rss.xml")).includes(path),
      sitemap: sitemapEntries(await text(server, "/sitemap.xml")).has(path),
      original: hreflangs(await text(server, `/blogs/${slug}`)).includes(`te ${path}`),
    };
  }

  it("is absent a minute before its time and present a minute after", async () => {
    const slug = `scheduled-${timeZone.toLowerCase().replace("/", "-")}`;
    const english = await create(server, token, { title: "A scheduled original", slug });
    await publish(server, token, english._id);
    const telugu = await create(server, token, { title: "షెడ్యూల్ చేసిన అనువాదం", lang: "te", translationOf: english._id });
    const publishAt = new Date(Date.now() + 120_000).toISOString();
    expect((await publish(server, token, telugu._id, publishAt)).blog.status).toBe("scheduled");
    const nowhere = { page: false, journal: false, feed: false, sitemap: false, original: false };

    await moveClockTo(60);
    expect(await places(slug)).toEqual(nowhere);
    await moveClockTo(180);
    expect(await places(slug)).toEqual({ page: true, journal: true, feed: true, sitemap: true, original: true });
  });
});
