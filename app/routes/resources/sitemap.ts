import { menuItems } from "#app/components/layout/navigation.ts";
import { requestContext } from "#app/context.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Route } from "./+types/sitemap";

/** The public screens are the menu's entries and the privacy notice (never /notfound, never the admin). */
const staticPaths = [...menuItems.map((item) => item.to), "/privacy"];

type SitemapEntry = { path: string; lastmod?: string };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, siteUrl } = context.get(requestContext);
  const blogs = await services.blogs.listPublished();
  const newestPost = blogs
    .map((blog) => blog.updatedAt)
    .sort()
    .at(-1);
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({ path, lastmod: path === "/blogs" ? newestPost : undefined })),
    ...blogs.map((blog) => ({ path: `/blogs/${encodeURIComponent(blog.id)}`, lastmod: blog.updatedAt })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "") +
      "  </url>",
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
