import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { journal } from "./journal-data.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

/** Parses XML in the browser, which reports a well-formedness error as a <parsererror> document. */
async function parseXml(page: import("@playwright/test").Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return doc.querySelector("parsererror") ? null : doc.documentElement.nodeName;
  }, xml);
}

test.describe("Feeds for search engines and readers", () => {
  test("/sitemap.xml lists the public pages and every published post with its date", async ({ page, request, baseURL }) => {
    const { published, unpublished } = await journal(request);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(await parseXml(page, xml)).toBe("urlset");
    for (const path of publicPagePaths) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    // Each post's URL with its date, however the file is laid out.
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    for (const blog of published) {
      expect(xml).toMatch(new RegExp(`<loc>${literal(`${baseURL}/blogs/${blog.slug}`)}</loc>\\s*<lastmod>${literal(blog.updatedAt)}</lastmod>`));
    }
    expect(xml).not.toContain(unpublished._id);
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/notfound");
  });

  test("/robots.txt allows everything but the admin and the API, and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", `Sitemap: ${baseURL}/sitemap.xml`]));
  });

  test("/rss.xml is RSS 2.0 of the published posts, newest first, escaped", async ({ page, request, baseURL }) => {
    const { published, unpublished } = await journal(request);
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(await parseXml(page, xml)).toBe("rss");
    expect(xml).toContain('<rss version="2.0"');
    // The site name carries an ampersand; it must arrive escaped.
    expect(xml).toMatch(/<title>The Wellness Journal \| [^<]*&amp;[^<]*<\/title>/);

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(published.length);
    for (const [index, blog] of published.entries()) {
      const item = items[index]!;
      // The link is the post's address; the guid stays its id's address (answered 301), so a new slug is not a new item.
      expect(item).toContain(`<link>${baseURL}/blogs/${blog.slug}</link>`);
      expect(item).toContain(`<guid isPermaLink="true">${baseURL}/blogs/${blog._id}</guid>`);
      expect(item).toContain(`<pubDate>${new Date(blog.createdAt).toUTCString()}</pubDate>`);
      expect(item).toMatch(/<description>[^<]+\.\.\.<\/description>/);
    }
    expect(xml).not.toContain(unpublished._id);
  });
});
