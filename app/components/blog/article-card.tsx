import type { ArticleSummary } from "#app/components/blog/article-summary.ts";
import { ArticleTeaser } from "#app/components/blog/article-teaser.tsx";
import { CoverImage } from "#app/components/blog/cover-image.tsx";

/**
 * A card of the 'Latest Articles' grid; the title's link covers the whole card. `readers` comes from the grid's one
 * count call (null until it answers).
 */
export function ArticleCard({ article, readers }: { article: ArticleSummary; readers: number | null }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-500 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-sand-50 hover:shadow-md">
      <div className="relative">
        <CoverImage
          cover={article.cover}
          alt=""
          sizes="(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw"
          className="aspect-[16/10]"
        />
        <p className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-medium text-ink-900 shadow-sm">
          Read Count: {readers === null ? "…" : `${readers.toLocaleString("en-IN")}+`}
        </p>
      </div>
      <ArticleTeaser article={article} className="flex flex-1 flex-col gap-3 p-6" titleClassName="text-xl leading-snug" />
    </article>
  );
}
