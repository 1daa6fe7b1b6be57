import { Link, data, isRouteErrorResponse } from "react-router";
import { ArticleHeader } from "#app/components/blog/article-header.tsx";
import { ArticleSections, sectionHtmlKey, shownSections } from "#app/components/blog/article-sections.tsx";
import { blogPath, cardExcerptWords } from "#app/components/blog/article-summary.ts";
import { BlogComments, commentsPageSize } from "#app/components/blog/blog-comments.tsx";
import { BlogPostingJsonLd } from "#app/components/blog/blog-posting-json-ld.tsx";
import { CoverImage } from "#app/components/blog/cover-image.tsx";
import { journalFeedLink } from "#app/components/blog/journal-feed.ts";
import { JournalLoadingStatus } from "#app/components/blog/journal-loading-status.tsx";
import { useReadCount } from "#app/components/blog/use-read-count.ts";
import { requestContext } from "#app/context.ts";
import { excerpt } from "#app/lib/excerpt.ts";
import { assertPageInRange, pageCountOf, pageNumberOf } from "#app/lib/paging.ts";
import { absoluteUrl, pageMeta, siteUrlOf } from "#app/lib/seo.ts";
import type { Route } from "./+types/blog";
import { toCommentView } from "#app/components/blog/comment-list.tsx";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";

const notFoundText = "Blog not found";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, siteUrl, documentHtml } = context.get(requestContext);
  const commentsPage = pageNumberOf(new URL(request.url), "comments");
  // The read is counted by the browser once per session, not by every render of the page. A failing
  // database is left to throw: a 500 tells search engines to come back, a 404 to drop the article.
  const article = await services.blogs.getArticle(params.id);
  if (!article) throw data(notFoundText, { status: 404 });
  const { blog, rendered } = article;
  const comments = await services.comments.listPublished(blog.id, { pageno: commentsPage - 1, pagesize: commentsPageSize });
  assertPageInRange(commentsPage, comments.total, commentsPageSize);

  return {
    siteUrl,
    blog: {
      id: blog.id,
      title: blog.title,
      metatitle: blog.metatitle,
      description: blog.metadescription || excerpt(blog.sections[0]?.description ?? "", cardExcerptWords),
      keywords: blog.keywords,
      author: blog.author,
      category: blog.category,
      createdAt: blog.createdAt,
      updatedAt: blog.updatedAt,
      cover: blog.cover,
    },
    // In a document the sections' HTML goes to the render only, so the hydration data does not repeat it.
    sections: shownSections(rendered).map((section, index) => {
      if (!documentHtml) return section;
      documentHtml.set(sectionHtmlKey(index), section.html);
      return { title: section.title, html: null };
    }),
    comments: {
      items: comments.items.map(toCommentView),
      total: comments.total,
      page: commentsPage,
      pages: pageCountOf(comments.total, commentsPageSize),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const practice = practiceOf(matches);
  if (!loaderData) {
    return [{ title: `${notFoundText} | ${practice.siteName}` }, { name: "robots", content: "noindex" }];
  }
  const { blog } = loaderData;
  return pageMeta({
    siteUrl: siteUrlOf(matches),
    path: blogPath(params.id),
    // SPEC.md: the tab title is the blog title plus the site name; the meta title goes to the structured data.
    title: `${blog.title} | ${practice.siteName}`,
    description: blog.description,
    image: blog.cover?.url,
    type: "article",
    siteName: practice.siteName,
    extra: [
      journalFeedLink(practice),
      ...(blog.keywords ? [{ name: "keywords", content: blog.keywords }] : []),
      ...(blog.author
        ? [
            { name: "author", content: blog.author },
            { property: "article:author", content: blog.author },
          ]
        : []),
      { property: "article:published_time", content: blog.createdAt },
      { property: "article:modified_time", content: blog.updatedAt },
      ...(blog.category ? [{ property: "article:section", content: blog.category }] : []),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const practice = usePractice();
  const { blog, sections, comments, siteUrl } = loaderData;
  const readers = useReadCount(blog.id);
  const url = absoluteUrl(siteUrl, blogPath(blog.id));

  return (
    <div className="pt-8 pb-20 md:pt-12">
      <BlogPostingJsonLd
        post={{
          url,
          headline: blog.title,
          alternativeHeadline: blog.metatitle,
          description: blog.description,
          image: blog.cover ? absoluteUrl(siteUrl, blog.cover.url) : undefined,
          author: blog.author,
          keywords: blog.keywords,
          category: blog.category,
          datePublished: blog.createdAt,
          dateModified: blog.updatedAt,
          publisherName: practice.siteName,
          publisherUrl: absoluteUrl(siteUrl, "/"),
        }}
      />
      <article>
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <BackToJournal />
          <div className="mt-8">
            <ArticleHeader title={blog.title} category={blog.category} author={blog.author} createdAt={blog.createdAt} readers={readers} />
          </div>
        </div>
        {blog.cover ? (
          <div className="mx-auto mt-10 max-w-5xl sm:px-8">
            <CoverImage cover={blog.cover} alt="" sizes="(min-width: 1024px) 960px, 100vw" priority className="aspect-[16/9] overflow-hidden sm:rounded-3xl" />
          </div>
        ) : null}
        <div className="mx-auto mt-10 max-w-3xl px-5 sm:px-8 md:mt-14">
          <ArticleSections sections={sections} />
        </div>
      </article>
      <div className="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
        <BlogComments key={`${blog.id}-${comments.page}`} blogId={blog.id} path={blogPath(blog.id)} comments={comments} />
      </div>
    </div>
  );
}

function BackToJournal() {
  const practice = usePractice();
  return (
    <>
      <Link
        to="/blogs"
        prefetch="intent"
        className="inline-flex items-center gap-2 rounded-full text-base font-medium text-accent-700 hover:text-accent-800 hover:underline"
      >
        <span aria-hidden="true">←</span> {practice.journal.title}
      </Link>
      <JournalLoadingStatus />
    </>
  );
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
