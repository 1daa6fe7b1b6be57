import { data, redirect } from "react-router";
import { ArticlePage, articleData, articleMeta } from "#app/components/blog/article-page.tsx";
import { previewPath } from "#app/lib/blog-path.ts";
import { requestContext } from "#app/context.ts";
import { practiceOf } from "#app/lib/practice-context.ts";
import { siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog-preview";

const noindex = "noindex";
const unkept = { "X-Robots-Tag": noindex, "Cache-Control": "no-store" };

/**
 * A post in any status at its secret address, exactly as its public page will look, for the doctor and whoever she
 * sends the link to: in its own language's page, even before that language is published. Never indexed, never stored
 * (the page cache leaves previews alone), no read counted. A wrong or expired token is the site's plain 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const requestData = context.get(requestContext);
  const article = await requestData.services.blogs.previewOf(params.token);
  if (!article) throw data(null, { status: 404, headers: unkept });
  // A link under another language's prefix (an Urdu post's made before previews had a language) moves to its own.
  const own = previewPath(params.token, article.blog.lang);
  if (new URL(request.url).pathname !== own) throw redirect(own, { status: 302, headers: { ...unkept, "Referrer-Policy": "no-referrer" } });
  return articleData(requestData, article, 1);
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
