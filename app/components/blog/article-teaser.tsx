import { Link } from "react-router";
import { ArticleByline } from "#app/components/blog/article-byline.tsx";
import { type ArticleSummary, blogPath } from "#app/components/blog/article-summary.ts";
import { useLang } from "#app/i18n/catalogue.ts";
import { englishProps } from "#app/i18n/latin-text.ts";

type ArticleTeaserProps = {
  article: ArticleSummary;
  /** Size and padding of the text column. */
  className: string;
  /** Size of the title, which differs between the lead story and the grid. */
  titleClassName: string;
};

/**
 * Category, title, excerpt and byline of an article card; the title's link stretches over the whole card. The posts
 * are English until the journal is translated: on another language's page their words are marked so, and the link
 * goes to the English article (`/blogs/{slug}`).
 */
export function ArticleTeaser({ article, className, titleClassName }: ArticleTeaserProps) {
  const english = englishProps(useLang());
  return (
    <div className={className}>
      {article.category ? (
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase" {...english}>
          {article.category}
        </p>
      ) : null}
      <h3 className={titleClassName} {...english}>
        <Link
          to={blogPath(article.slug)}
          prefetch="intent"
          className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-accent-700"
        >
          {article.title}
        </Link>
      </h3>
      <p className="text-base leading-relaxed text-ink-700" {...english}>
        {article.excerpt}
      </p>
      <ArticleByline author={article.author} createdAt={article.createdAt} className="mt-auto pt-2" />
    </div>
  );
}
