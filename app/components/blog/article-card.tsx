import type { ArticleSummary } from "#app/components/blog/article-summary.ts";
import { ArticleTeaser } from "#app/components/blog/article-teaser.tsx";
import { CoverImage } from "#app/components/blog/cover-image.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatNumber } from "#app/i18n/languages.ts";

/**
 * A card of the 'Latest Articles' grid; the title's link covers the whole card. `readers` comes from the grid's one
 * count call (null until it answers).
 */
export function ArticleCard({ article, readers }: { article: ArticleSummary; readers: number | null }) {
  const lang = useLang();
  const t = useMessages().journalList;
  return (
    <article className="group article-card">
      <div className="relative">
        <CoverImage
          cover={article.cover}
          alt=""
          sizes="(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw"
          className="aspect-[16/10]"
        />
        <p className="read-count">{t.readCount(readers === null ? null : formatNumber(readers, lang))}</p>
      </div>
      <ArticleTeaser article={article} className="flex flex-1 flex-col gap-3 p-6" titleClassName="text-xl leading-snug" />
    </article>
  );
}
