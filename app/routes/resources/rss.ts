import { featuredExcerptWords } from "#app/components/blog/article-summary.ts";
import { blogPath } from "#app/lib/blog-path.ts";
import { localizedPractice, publishedLanguages } from "#app/lib/practice-i18n.ts";
import { feedPath } from "#app/components/blog/journal-feed.ts";
import { type Lang, languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { requestContext } from "#app/context.ts";
import { rfc822Date } from "#app/lib/dates.ts";
import { excerpt } from "#app/lib/excerpt.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type { BlogListing } from "#app/lib/domain.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Route } from "./+types/rss";

function element(name: string, text: string, attributes = ""): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

/** The feed carries the newest posts only, so it stays the same size however long the journal grows. */
export const feedSize = 20;

function item(blog: BlogListing, siteUrl: string, lang: Lang): string {
  const link = absoluteUrl(siteUrl, blogPath(blog.slug, lang));
  // The guid stays the id's address (it answers 301 to the current one), so a changed slug is not a new item to readers.
  const guid = absoluteUrl(siteUrl, blogPath(blog.id, lang));
  // The same opening words the journal page shows for its featured article.
  const description = excerpt(blog.lead, featuredExcerptWords);
  return [
    "    <item>",
    `      ${element("title", blog.title)}`,
    `      ${element("link", link)}`,
    `      ${element("guid", guid, ' isPermaLink="true"')}`,
    `      ${element("pubDate", rfc822Date(blog.createdAt))}`,
    `      ${element("description", description)}`,
    ...(blog.author ? [`      ${element("dc:creator", blog.author)}`] : []),
    ...(blog.category ? [`      ${element("category", blog.category)}`] : []),
    "    </item>",
  ].join("\n");
}

/** RSS 2.0 of a language's newest 20 published posts, newest first: `/rss.xml` English, `/hi/rss.xml` Hindi, … */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, siteUrl } = context.get(requestContext);
  const lang = languageOfPath(new URL(request.url).pathname);
  const stored = await services.practice.get();
  // A language not yet published has no pages (decision 31), and so no feed either.
  if (!publishedLanguages(stored).includes(lang)) throw new Response("Not found", { status: 404 });
  const { items: blogs } = await services.blogs.listings({ pageno: 0, pagesize: feedSize, lang });
  const practice = localizedPractice(stored, lang).practice;
  const newest = blogs
    .map((blog) => blog.updatedAt)
    .sort()
    .at(-1);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", `${practice.journal.title} | ${practice.siteName}`)}`,
    `    ${element("link", absoluteUrl(siteUrl, pathIn(lang, "/blogs")))}`,
    `    ${element("description", practice.journal.tagline)}`,
    `    ${element("language", languageFacts[lang].tag)}`,
    ...(newest ? [`    ${element("lastBuildDate", rfc822Date(newest))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, feedPath(lang)))}" rel="self" type="application/rss+xml" />`,
    ...blogs.map((blog) => item(blog, siteUrl, lang)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
