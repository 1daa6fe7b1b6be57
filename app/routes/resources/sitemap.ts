import { blogPath } from "#app/components/blog/article-summary.ts";
import { menuItems } from "#app/components/layout/navigation.ts";
import { requestContext } from "#app/context.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Route } from "./+types/sitemap";

/** The public screens are the menu's entries and the privacy notice (never /notfound, never the admin). */
const staticPaths = [...menuItems.map((item) => item.to), "/privacy"];

/** The page that shows a picture lists it (sitemap image extension), so search engines find the gallery and the covers. */
type SitemapEntry = { path: string; lastmod?: string; images?: string[] };

function urlElement(siteUrl: string, entry: SitemapEntry): string {
  const images = (entry.images ?? []).map(
    (image) => `    <image:image>\n      <image:loc>${escapeXml(absoluteUrl(siteUrl, image))}</image:loc>\n    </image:image>\n`,
  );
  return (
    `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>\n` +
    (entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "") +
    images.join("") +
    "  </url>"
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, siteUrl } = context.get(requestContext);
  const [blogs, media] = await Promise.all([services.blogs.listPublished(), services.media.listPublic()]);
  const newestPost = blogs
    .map((blog) => blog.updatedAt)
    .sort()
    .at(-1);
  // Each picture once, on the page that shows it in full: a cover on its post, a gallery picture on /media.
  const gallery = [...new Set(media.flatMap((item) => (item.picture ? [item.picture.url] : [])))];
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path, lastmod: path === "/blogs" ? newestPost : undefined, images: path === "/media" ? gallery : undefined })),
    ...blogs.map((blog) => ({ path: blogPath(blog.slug), lastmod: blog.updatedAt, images: blog.cover ? [blog.cover.url] : undefined })),
  ];
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n' +
    `${entries.map((entry) => urlElement(siteUrl, entry)).join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
