import { Link, data, isRouteErrorResponse, redirect } from "react-router";
import { ArticlePage, articleData, articleMeta } from "#app/components/blog/article-page.tsx";
import { blogPath, notInLanguageId } from "#app/lib/blog-path.ts";
import { requestContext } from "#app/context.ts";
import { pageHref, pageNumberOf } from "#app/lib/paging.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { siteUrlOf } from "#app/lib/seo.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";
import type { Route } from "./+types/blog";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const requestData = context.get(requestContext);
  const commentsPage = pageNumberOf(url, "comments");
  const blogs = requestData.services.blogs;
  // The read is counted by the browser once per session, not by every render of the page. A failing
  // database is left to throw: a 500 tells search engines to come back, a 404 to drop the article.
  const found = await blogs.article(params.id, lang);
  if (!found) {
    // An English post's address under a language it has no translation in yet (links shared before the journal was
    // translated) shows the English article for now: a 302 that no browser or cache keeps, so the translation is
    // found there the moment it is published (a 301 would send its readers on to the English post for good). It
    // lands on the post's note in the language asked for, as the language switcher's link does.
    const english = lang === "en" ? null : await blogs.article(params.id, "en");
    if (!english) throw data(messagesFor(lang).journal.article.notFound, { status: 404 });
    const location = `${pageHref(blogPath(english.article.blog.slug), "comments", commentsPage)}#${notInLanguageId(lang)}`;
    throw redirect(location, { status: 302, headers: { "Cache-Control": "no-cache" } });
  }
  // The id and every earlier address move permanently to the current one, in the post's own language, so links
  // already shared keep working.
  const { blog } = found.article;
  if (found.moved || blog.lang !== lang) throw redirect(pageHref(blogPath(blog.slug, blog.lang), "comments", commentsPage), 301);
  return articleData(requestData, found.article, commentsPage);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const practice = practiceOf(matches);
  if (!loaderData) {
    const { notFound } = messagesFor(languageOfPath(location.pathname)).journal.article;
    return [{ title: `${notFound} | ${practice.siteName}` }, { name: "robots", content: "noindex" }];
  }
  return articleMeta(loaderData, practice, siteUrlOf(matches));
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} countsRead />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const practice = usePractice();
  const lang = useLang();
  const t = useMessages().journal.article;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error("journal: blog page failed", error);
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl sm:text-4xl">{notFound ? t.notFound : t.failed}</h1>
      <p className="mt-4 text-lg text-ink-700">{notFound ? t.movedText : t.failedText}</p>
      <Link
        to={pathIn(lang, "/blogs")}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
      >
        {t.browse(practice.journal.title)}
      </Link>
    </div>
  );
}
