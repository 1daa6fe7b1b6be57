import { requestContext } from "#app/context.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(requestContext);
  const text = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
