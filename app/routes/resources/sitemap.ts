import { galleryPageSize } from "#app/components/media/media-gallery.tsx";
import { blogPath } from "#app/components/blog/article-summary.ts";
import { menuItems } from "#app/components/layout/navigation.ts";
import { type RequestContext, requestContext } from "#app/context.ts";
import { pageHref } from "#app/lib/paging.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Route } from "./+types/sitemap";

/** The public screens are the menu's entries and the privacy notice (never /notfound, never the admin). */
const staticPaths = [...menuItems.map((item) => item.to), "/privacy"];

/** sitemaps.org's limit of URLs in one file; past it /sitemap.xml becomes an index of /sitemap/1.xml, /sitemap/2.xml, ... */
export const urlsPerSitemap = 50_000;

/** The page that shows a picture lists it (sitemap image extension), so search engines find the gallery and the covers. */
type SitemapEntry = { path: string; lastmod?: string; images?: string[] };

/**
 * Every path here is our own, made of URL-safe characters (slugs, upload names, `?page=`) and every date an ISO
 * timestamp, so neither needs escaping and the origin (escaped once) is put before each path as is. One line per
 * URL, without indentation: at 10,000 posts the file is 2.6 MB, and resolving, escaping and indenting each URL
 * cost a third of its time.
 */
function urlElement(origin: string, entry: SitemapEntry): string {
  let images = "";
  for (const image of entry.images ?? []) images += `<image:image><image:loc>${origin}${image}</image:loc></image:image>`;
  return `<url><loc>${origin}${entry.path}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}${images}</url>`;
}

function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}

/** The site's origin without its final slash, to put before a path. */
const originOf = (siteUrl: string) => escapeXml(absoluteUrl(siteUrl, "/").slice(0, -1));

function urlset(siteUrl: string, entries: SitemapEntry[]): Response {
  const origin = originOf(siteUrl);
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
  for (const entry of entries) xml += `${urlElement(origin, entry)}\n`;
  return xmlResponse(`${xml}</urlset>\n`);
}

function sitemapIndex(siteUrl: string, parts: number, lastmod: string | undefined): Response {
  const sitemaps = Array.from({ length: parts }, (_, index) => {
    const loc = escapeXml(absoluteUrl(siteUrl, `/sitemap/${index + 1}.xml`));
    return `  <sitemap>\n    <loc>${loc}</loc>\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ""}  </sitemap>`;
  });
  return xmlResponse(
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `${sitemaps.join("\n")}\n</sitemapindex>\n`,
  );
}

/**
 * Every public page: the screens, each gallery page with the pictures it shows, and every published post with its
 * cover (each picture once, on the page that shows it in full).
 */
async function allEntries(services: RequestContext["services"]) {
  const [blogs, pictures] = await Promise.all([services.blogs.sitemapEntries(), services.media.publicPictures()]);
  // ISO timestamps order as text; one pass, where sorting 10,000 of them cost 5 ms.
  let newestPost: string | undefined;
  for (const blog of blogs) if (newestPost === undefined || blog.updatedAt > newestPost) newestPost = blog.updatedAt;
  const galleryPages: string[][] = [];
  for (let start = 0; start < pictures.length; start += galleryPageSize) galleryPages.push(pictures.slice(start, start + galleryPageSize));
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path, lastmod: path === "/blogs" ? newestPost : undefined, images: path === "/media" ? galleryPages[0] : undefined })),
    ...galleryPages.slice(1).map((images, index) => ({ path: pageHref("/media", "page", index + 2), images })),
    ...blogs.map((blog) => ({ path: blogPath(blog.slug), lastmod: blog.updatedAt, images: blog.coverUrl ? [blog.coverUrl] : undefined })),
  ];
  return { entries, newestPost };
}

/** /sitemap.xml: the URL set, or past 50,000 URLs the index of its parts; /sitemap/{n}.xml: the n-th part. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, siteUrl } = context.get(requestContext);
  const part = params.part === undefined ? null : /^([1-9]\d{0,4})\.xml$/.exec(params.part)?.[1];
  if (part === undefined) throw new Response("Not found", { status: 404 });
  const { entries, newestPost } = await allEntries(services);
  const parts = Math.ceil(entries.length / urlsPerSitemap);
  if (part === null) return parts > 1 ? sitemapIndex(siteUrl, parts, newestPost) : urlset(siteUrl, entries);
  const index = Number(part) - 1;
  if (parts <= 1 || index >= parts) throw new Response("Not found", { status: 404 });
  return urlset(siteUrl, entries.slice(index * urlsPerSitemap, (index + 1) * urlsPerSitemap));
}
