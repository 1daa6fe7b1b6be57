import { Link, type MetaDescriptor } from "react-router";
import { ArticleHeader } from "#app/components/blog/article-header.tsx";
import { ArticleLanguages } from "#app/components/blog/article-languages.tsx";
import { ArticleSections, sectionHtmlKey, shownSections } from "#app/components/blog/article-sections.tsx";
import { cardExcerptWords } from "#app/components/blog/article-summary.ts";
import { blogPath, notInLanguageId } from "#app/lib/blog-path.ts";
import { notInLanguageHtml } from "#app/components/blog/not-in-language.ts";
import { htmlBesideData } from "#app/lib/document-html.ts";
import { BlogComments } from "#app/components/blog/blog-comments.tsx";
import { BlogPostingJsonLd } from "#app/components/blog/blog-posting-json-ld.tsx";
import { toCommentView } from "#app/components/blog/comment-list.tsx";
import { CoverImage } from "#app/components/blog/cover-image.tsx";
import { journalFeedLink } from "#app/components/blog/journal-feed.ts";
import { postAlternates } from "#app/components/blog/post-alternates.ts";
import { JournalLoadingStatus } from "#app/components/blog/journal-loading-status.tsx";
import { useReadCount } from "#app/components/blog/use-read-count.ts";
import type { RequestContext } from "#app/context.ts";
import type { RenderedBlog } from "#app/lib/domain.ts";
import { excerpt } from "#app/lib/excerpt.ts";
import { assertPageInRange, commentsPageSize, pageCountOf } from "#app/lib/paging.ts";
import { type SitePractice, useEnglishFields, usePractice } from "#app/lib/practice-context.ts";
import { publishedLanguages } from "#app/lib/practice-i18n.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { EnglishSpan } from "#app/components/ui/english-span.tsx";
import { absoluteUrl, pageMeta } from "#app/lib/seo.ts";
import { messagesFor, useLang } from "#app/i18n/catalogue.ts";
import { type Lang, languageFacts, pathIn } from "#app/i18n/languages.ts";

/**
 * A post's page as readers see it, shared by its public address and its secret preview (which must look exactly
 * the same): the loader's data, the meta tags and the view.
 */
export async function articleData({ services, siteUrl, documentHtml }: RequestContext, { blog, rendered }: RenderedBlog, commentsPage: number) {
  const practice = await services.practice.get();
  const languages = publishedLanguages(practice);
  const [comments, siblings] = await Promise.all([
    services.comments.listPublished(blog.id, { pageno: commentsPage - 1, pagesize: commentsPageSize }),
    // A translation into a language not published has no page to link to.
    services.blogs.publishedSiblings([blog], languages),
  ]);
  const group = siblings.get(blog.id) ?? [];
  assertPageInRange(commentsPage, comments.total, commentsPageSize);
  const hasReplies = comments.items.some((comment) => comment.reply);
  return {
    siteUrl,
    blog: {
      id: blog.id,
      slug: blog.slug,
      title: blog.title,
      metatitle: blog.metatitle,
      description: blog.metadescription || excerpt(blog.sections[0]?.description ?? "", cardExcerptWords),
      keywords: blog.keywords,
      author: blog.author,
      category: blog.category,
      createdAt: blog.createdAt,
      updatedAt: blog.updatedAt,
      cover: blog.cover,
      lang: blog.lang,
      reviewed: blog.reviewedBy && blog.reviewedOn ? { by: blog.reviewedBy, on: blog.reviewedOn } : null,
    },
    /** The live posts of its translation group, itself included: its hreflang links, "Read this in …" and JSON-LD. */
    siblings: group,
    /** Each published language the post is not in, with its note in that language's words (article-languages.tsx). */
    notIn: languages
      .filter((lang) => lang !== blog.lang && !group.some((sibling) => sibling.lang === lang))
      .map((lang) => ({ lang, html: htmlBesideData(documentHtml, notInLanguageId(lang), notInLanguageHtml(lang)) })),
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
      portrait: hasReplies ? practice.doctor.image : null,
    },
    /**
     * The invitation to the private self-check a post ends with, by the doctor's choice and the post's category, in
     * the post's language; sent with the data so that no post's scripts carry its words.
     */
    selfCheckOffer: offersSelfCheck(practice.selfCheck, blog.category) ? messagesFor(blog.lang).selfCheck.offer : null,
  };
}

export type ArticleData = Awaited<ReturnType<typeof articleData>>;

function offersSelfCheck({ onPosts, postCategories }: Practice["selfCheck"], category: string): boolean {
  const own = category.trim().toLocaleLowerCase();
  return onPosts && own !== "" && postCategories.some((listed) => listed.toLocaleLowerCase() === own);
}

export function articleMeta({ blog, siblings }: ArticleData, practice: SitePractice, siteUrl: string): MetaDescriptor[] {
  return pageMeta({
    post: { siteUrl, lang: blog.lang, alternates: postAlternates(siteUrl, siblings) },
    path: blogPath(blog.slug),
    // SPEC.md: the tab title is the blog title plus the site name; the meta title goes to the structured data.
    title: `${blog.title} | ${practice.siteName}`,
    description: blog.description,
    image: blog.cover?.url,
    type: "article",
    siteName: practice.siteName,
    extra: [
      journalFeedLink(practice, blog.lang),
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
}

/** `countsRead`: false on a preview, which shows no count and counts no read. */
export function ArticlePage({ data, countsRead }: { data: ArticleData; countsRead: boolean }) {
  const { blog, sections, comments, siteUrl, siblings } = data;
  const practice = usePractice();
  const url = absoluteUrl(siteUrl, blogPath(blog.slug, blog.lang));
  const original = siblings.find((sibling) => sibling.original && sibling.id !== blog.id);
  const translations = siblings.filter((sibling) => !sibling.original && sibling.id !== blog.id);

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
          inLanguage: languageFacts[blog.lang].tag,
          translationOf: original ? absoluteUrl(siteUrl, blogPath(original.slug, original.lang)) : undefined,
          translations: translations.map((sibling) => absoluteUrl(siteUrl, blogPath(sibling.slug, sibling.lang))),
        }}
      />
      <article>
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <BackToJournal />
          <div className="mt-8">{countsRead ? <CountedHeader blog={blog} /> : <ArticleHeader {...headerOf(blog)} readers={null} />}</div>
          <ArticleLanguages lang={blog.lang} siblings={siblings} notIn={data.notIn} reviewed={blog.reviewed} />
        </div>
        {blog.cover ? (
          <div className="mx-auto mt-10 max-w-5xl sm:px-8">
            <CoverImage cover={blog.cover} alt="" sizes="(min-width: 1024px) 960px, 100vw" priority className="aspect-[16/9] overflow-hidden sm:rounded-3xl" />
          </div>
        ) : null}
        <div className="mx-auto mt-10 max-w-3xl px-5 sm:px-8 md:mt-14">
          <ArticleSections sections={sections} />
          {data.selfCheckOffer ? <SelfCheckOffer offer={data.selfCheckOffer} lang={blog.lang} /> : null}
        </div>
      </article>
      <div className="mx-auto mt-16 max-w-3xl px-5 sm:px-8">
        <BlogComments key={`${blog.id}-${comments.page}`} blogId={blog.id} path={blogPath(blog.slug, blog.lang)} comments={comments} />
      </div>
    </div>
  );
}

/** After a post on mood or anxiety, by the doctor's choice: the private self-check, in the post's language. */
function SelfCheckOffer({ offer, lang }: { offer: NonNullable<ArticleData["selfCheckOffer"]>; lang: Lang }) {
  return (
    <aside className="mt-12 rounded-2xl bg-accent-50 p-6 text-lg" data-testid="self-check-offer">
      <p>{offer.text}</p>
      <p className="mt-2">
        <Link to={pathIn(lang, "/self-check")} className="inline-link">
          {offer.link}
        </Link>{" "}
        {offer.private}
      </p>
    </aside>
  );
}

const headerOf = (blog: ArticleData["blog"]) => ({ title: blog.title, category: blog.category, author: blog.author, createdAt: blog.createdAt });

function CountedHeader({ blog }: { blog: ArticleData["blog"] }) {
  const readers = useReadCount(blog.id);
  return <ArticleHeader {...headerOf(blog)} readers={readers} />;
}

function BackToJournal() {
  const practice = usePractice();
  const english = useEnglishFields();
  const lang = useLang();
  return (
    <>
      <Link
        to={pathIn(lang, "/blogs")}
        prefetch="intent"
        className="inline-flex items-center gap-2 rounded-full text-base font-medium text-accent-700 hover:text-accent-800 hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        <EnglishSpan mark={english("journal.title")}>{practice.journal.title}</EnglishSpan>
      </Link>
      <JournalLoadingStatus />
    </>
  );
}
