import type { ArticleSummary } from "#app/components/blog/article-summary.ts";
import { ArticleTeaser } from "#app/components/blog/article-teaser.tsx";
import { CoverImage } from "#app/components/blog/cover-image.tsx";
import { useMessages } from "#app/i18n/catalogue.ts";

/** The journal's lead story: large cover (the page's LCP image), title, a 90-word excerpt, author and date. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  const t = useMessages().journalList;
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="font-sans text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">
        {t.featured}
      </h2>
      <article className="group relative mt-4 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-500 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-sand-50 hover:shadow-lg md:grid md:grid-cols-12">
        <CoverImage
          cover={article.cover}
          alt=""
          sizes="(min-width: 1280px) 680px, (min-width: 768px) 58vw, 100vw"
          priority
          className="aspect-[16/10] md:col-span-7 md:aspect-auto md:h-full md:min-h-[22rem]"
        />
        <ArticleTeaser article={article} className="flex flex-col gap-4 p-6 sm:p-8 md:col-span-5 md:p-10" titleClassName="text-2xl leading-tight sm:text-3xl" />
      </article>
    </section>
  );
}
