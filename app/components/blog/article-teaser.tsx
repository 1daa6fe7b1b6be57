import { Link } from "react-router";
import { ArticleByline } from "#app/components/blog/article-byline.tsx";
import type { ArticleSummary } from "#app/components/blog/article-summary.ts";
import { blogPath } from "#app/lib/blog-path.ts";
import { useLang } from "#app/i18n/catalogue.ts";

type ArticleTeaserProps = {
  article: ArticleSummary;
  /** Size and padding of the text column. */
  className: string;
  /** Size of the title, which differs between the lead story and the grid. */
  titleClassName: string;
};

/**
 * Category, title, excerpt and byline of an article card; the title's link stretches over the whole card. A journal
 * page lists its own language's posts, so the link goes to the post under the page's prefix (`/hi/blogs/{slug}`).
 */
export function ArticleTeaser({ article, className, titleClassName }: ArticleTeaserProps) {
  const lang = useLang();
  return (
    <div className={className}>
      {article.category ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{article.category}</p> : null}
      <h3 className={titleClassName}>
        <Link
          to={blogPath(article.slug, lang)}
          prefetch="intent"
          className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent-700"
        >
          {article.title}
        </Link>
      </h3>
      <p className="text-base leading-relaxed text-ink-700">{article.excerpt}</p>
      <ArticleByline author={article.author} createdAt={article.createdAt} className="mt-auto pt-2" />
    </div>
  );
}
