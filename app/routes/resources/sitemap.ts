import { galleryPageSize } from "#app/components/media/media-gallery.tsx";
import { blogPath } from "#app/lib/blog-path.ts";
import { postAlternates } from "#app/components/blog/post-alternates.ts";
import { sitePages } from "#app/components/layout/navigation.ts";
import { type RequestContext, requestContext } from "#app/context.ts";
import { type Lang, pathIn } from "#app/i18n/languages.ts";
import { publishedLanguages } from "#app/lib/practice-i18n.ts";
import { pageHref } from "#app/lib/paging.ts";
import { absoluteUrl, alternates } from "#app/lib/seo.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Route } from "./+types/sitemap";

/** The public screens are the menu's entries, the footer's pages and the self-check (never /notfound, never the admin). */
const staticPaths = sitePages.map((page) => page.to);

/** sitemaps.org's limit of URLs in one file; past it /sitemap.xml becomes an index of /sitemap/1.xml, /sitemap/2.xml, ... */
export const urlsPerSitemap = 50_000;

/**
 * The page that shows a picture lists it (sitemap image extension), so search engines find the gallery and the covers.
 * A page published in several languages lists its address in each (`xhtml:link`), exactly as its `hreflang` links do.
 */
type SitemapEntry = { path: string; lastmod?: string; images?: string[]; alternates?: string };

/**
 * Every path here is our own, made of URL-safe characters (slugs, upload names, `?page=`) and every date an ISO
 * timestamp, so neither needs escaping and the origin (escaped once) is put before each path as is. One line per
 * URL, without indentation: at 10,000 posts the file is 2.6 MB, and resolving, escaping and indenting each URL
 * cost a third of its time.
 */
function urlElement(origin: string, entry: SitemapEntry): string {
  let images = "";
  for (const image of entry.images ?? []) images += `<image:image><image:loc>${origin}${image}</image:loc></image:image>`;
  return `<url><loc>${origin}${entry.path}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}${entry.alternates ?? ""}${images}</url>`;
}

const xmlHeaders = { "Content-Type": "application/xml; charset=utf-8" };

/** The site's origin without its final slash, to put before a path. */
const originOf = (siteUrl: string) => escapeXml(absoluteUrl(siteUrl, "/").slice(0, -1));

const urlsetHead =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Posts read and sent at a time: about 260 KB of XML. */
const postsPerRead = 1_000;

/**
 * A URL set of `leading` and then `posts.count` published posts from the `posts.skip`-th, sent as it is read: a page
 * of posts per read, each read continuing after the last post of the one before. The file grows with the journal
 * (2.6 MB at 10,000 posts); read whole, its rows, entries and text were garbage to collect all at once, and the first
 * byte waited for the last row: uncached, gzipped, p95 95 ms, and 91–96 ms read in pages but sent whole; streamed,
 * 63–85 ms. A post published during the walk may be missing from this copy; none is listed twice.
 */
function streamedUrlset(
  siteUrl: string,
  leading: SitemapEntry[],
  posts: { skip: number; count: number; languages: readonly Lang[] },
  services: RequestContext["services"],
): Response {
  const origin = originOf(siteUrl);
  const encoder = new TextEncoder();
  let from: Parameters<typeof services.blogs.sitemapPosts>[0] = posts.skip;
  let left = posts.count;
  let head = urlsetHead;
  for (const entry of leading) head += `${urlElement(origin, entry)}\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (left > 0) return controller.enqueue(encoder.encode(head));
      controller.enqueue(encoder.encode(`${head}</urlset>\n`));
      controller.close();
    },
    async pull(controller) {
      const batch = await services.blogs.sitemapPosts(from, Math.min(postsPerRead, left), posts.languages);
      const siblings = await services.blogs.publishedSiblings(batch, posts.languages);
      let xml = "";
      for (const post of batch) {
        const group = siblings.get(post.id) ?? [];
        const alternates = group.length > 1 ? linksOf(postAlternates(siteUrl, group)) : undefined;
        const images = post.coverUrl ? [post.coverUrl] : undefined;
        xml += `${urlElement(origin, { path: blogPath(post.slug, post.lang), lastmod: post.updatedAt, images, alternates })}\n`;
      }
      left -= batch.length;
      const last = batch.at(-1);
      if (last) from = last.cursor;
      if (batch.length > 0 && left > 0) return controller.enqueue(encoder.encode(xml));
      controller.enqueue(encoder.encode(`${xml}</urlset>\n`));
      controller.close();
    },
  });
  return new Response(body, { headers: xmlHeaders });
}

function sitemapIndex(siteUrl: string, parts: number, lastmod: string | undefined): Response {
  const sitemaps = Array.from({ length: parts }, (_, index) => {
    const loc = escapeXml(absoluteUrl(siteUrl, `/sitemap/${index + 1}.xml`));
    return `  <sitemap>\n    <loc>${loc}</loc>\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ""}  </sitemap>`;
  });
  return new Response(
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${sitemaps.join("\n")}\n</sitemapindex>\n`,
    { headers: xmlHeaders },
  );
}

function linksOf(alternates: { hreflang: string; href: string }[]): string {
  let links = "";
  for (const { hreflang, href } of alternates) links += `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return links;
}

/** The `xhtml:link` elements of a page published in every language: the same set on each language's entry. */
function alternateLinks(siteUrl: string, languages: readonly Lang[], englishPath: string): string {
  return linksOf(alternates({ siteUrl, languages }, englishPath));
}

/**
 * The entries before the posts: the screens and each gallery page, each in every published language, the English
 * one with the pictures it shows (each picture once, on the page that shows it in full: the languages' pages show
 * the same files). The posts follow, newest first, each at its own language's address with its cover, and a post with
 * live translations with the same alternates as its `hreflang` links.
 */
function leadingEntries(siteUrl: string, languages: readonly Lang[], pictures: string[], newestUpdate: string | undefined): SitemapEntry[] {
  const galleryPages: string[][] = [];
  for (let start = 0; start < pictures.length; start += galleryPageSize) galleryPages.push(pictures.slice(start, start + galleryPageSize));
  const pages: Omit<SitemapEntry, "alternates">[] = [
    ...staticPaths.map((path) => ({ path, lastmod: path === "/blogs" ? newestUpdate : undefined, images: path === "/media" ? galleryPages[0] : undefined })),
    ...galleryPages.slice(1).map((images, index) => ({ path: pageHref("/media", "page", index + 2), images })),
  ];
  return pages.flatMap((page) => {
    const links = alternateLinks(siteUrl, languages, page.path);
    return languages.map((lang) => ({ ...page, path: pathIn(lang, page.path), images: lang === "en" ? page.images : undefined, alternates: links }));
  });
}

/** /sitemap.xml: the URL set, or past 50,000 URLs the index of its parts; /sitemap/{n}.xml: the n-th part. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, siteUrl } = context.get(requestContext);
  const part = params.part === undefined ? null : /^([1-9]\d{0,4})\.xml$/.exec(params.part)?.[1];
  if (part === undefined) throw new Response("Not found", { status: 404 });
  // Only the published languages have pages (decision 31): their screens, their posts and their posts' alternates.
  const languages = publishedLanguages(await services.practice.get());
  const [summary, pictures] = await Promise.all([services.blogs.sitemapSummary(languages), services.media.publicPictures()]);
  const leading = leadingEntries(siteUrl, languages, pictures, summary.newestUpdate);
  const total = leading.length + summary.published;
  const parts = Math.ceil(total / urlsPerSitemap);
  if (part === null && parts > 1) return sitemapIndex(siteUrl, parts, summary.newestUpdate);
  const index = part === null ? 0 : Number(part) - 1;
  if (part !== null && (parts <= 1 || index >= parts)) throw new Response("Not found", { status: 404 });
  const start = index * urlsPerSitemap;
  const end = Math.min(total, start + urlsPerSitemap);
  const skip = Math.max(0, start - leading.length);
  return streamedUrlset(siteUrl, leading.slice(start, end), { skip, count: Math.max(0, end - leading.length - skip), languages }, services);
}
