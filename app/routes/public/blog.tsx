import { Link, data, isRouteErrorResponse, redirect } from "react-router";
import { ArticlePage, articleData, articleMeta } from "#app/components/blog/article-page.tsx";
import { blogPath } from "#app/components/blog/article-summary.ts";
import { requestContext } from "#app/context.ts";
import { pageHref, pageNumberOf } from "#app/lib/paging.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog";

const notFoundText = "Blog not found";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const requestData = context.get(requestContext);
  const commentsPage = pageNumberOf(new URL(request.url), "comments");
  // The read is counted by the browser once per session, not by every render of the page. A failing
  // database is left to throw: a 500 tells search engines to come back, a 404 to drop the article.
  const found = await requestData.services.blogs.article(params.id);
  if (!found) throw data(notFoundText, { status: 404 });
  // The id and every earlier address move permanently to the current one, so links already shared keep working.
  if (found.moved) throw redirect(pageHref(blogPath(found.article.blog.slug), "comments", commentsPage), 301);
  return articleData(requestData, found.article, commentsPage);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const practice = practiceOf(matches);
  if (!loaderData) {
    return [{ title: `${notFoundText} | ${practice.siteName}` }, { name: "robots", content: "noindex" }];
  }
  return articleMeta(loaderData, practice, siteUrlOf(matches));
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} countsRead />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const practice = usePractice();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error("journal: blog page failed", error);
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl sm:text-4xl">{notFound ? notFoundText : "Something went wrong"}</h1>
      <p className="mt-4 text-lg text-ink-700">
        {notFound ? "This article may have been moved or is no longer available." : "This article could not be shown just now. Please try again in a moment."}
      </p>
      <Link to="/blogs" className="mt-8 inline-flex min-h-12 items-center rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800">
        Browse {practice.journal.title}
      </Link>
    </div>
  );
}
