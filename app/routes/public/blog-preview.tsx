import { data } from "react-router";
import { ArticlePage, articleData, articleMeta } from "#app/components/blog/article-page.tsx";
import { requestContext } from "#app/context.ts";
import { practiceOf } from "#app/lib/practice-context.ts";
import { siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog-preview";

const noindex = "noindex";

/**
 * A post in any status at its secret address, exactly as its public page will look, for the doctor and whoever she
 * sends the link to. Never indexed, never stored (the page cache leaves /preview alone), no read counted. A wrong or
 * expired token is the site's plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  const article = await request.services.blogs.previewOf(params.token);
  if (!article) throw data(null, { status: 404, headers: { "X-Robots-Tag": noindex, "Cache-Control": "no-store" } });
  return articleData(request, article, 1);
}

export function headers() {
  return { "X-Robots-Tag": noindex, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const practice = practiceOf(matches);
  const robots = { name: "robots", content: noindex };
  if (!loaderData) return [{ title: `Page not found | ${practice.siteName}` }, robots];
  return [...articleMeta(loaderData, practice, siteUrlOf(matches)), robots];
};

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} countsRead={false} />;
}

export { default as ErrorBoundary } from "./not-found.tsx";
