import { EyeIcon } from "#app/components/ui/icons.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatNumber } from "#app/i18n/languages.ts";

type ArticleHeaderProps = {
  title: string;
  category: string;
  author: string;
  createdAt: string;
  /** Null until the API has answered after load. */
  readers: number | null;
};

/** The post's title with who wrote it, when, how many have read it, and its category. */
export function ArticleHeader({ title, category, author, createdAt, readers }: ArticleHeaderProps) {
  const lang = useLang();
  const t = useMessages().journal.article;
  return (
    <header className="flex flex-col gap-5">
      {category ? (
        <p className="self-start rounded-full bg-accent-50 px-3.5 py-1 text-sm font-semibold tracking-wide text-accent-700 uppercase ring-1 ring-accent-100">
          {category}
        </p>
      ) : null}
      <h1 className="text-3xl leading-tight sm:text-4xl md:text-5xl">{title}</h1>
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-base text-ink-500">
        {author ? (
          <div className="flex gap-1.5">
            <dt className="sr-only">{t.author}</dt>
            <dd>
              {t.by} <span className="font-medium text-ink-900">{author}</span>
            </dd>
          </div>
        ) : null}
        <div className="flex gap-1.5">
          <dt className="sr-only">{t.published}</dt>
          <dd>
            <time dateTime={createdAt}>{formatDate(createdAt, lang)}</time>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t.reads}</dt>
          {/* Room for the count before it arrives, so the line does not re-wrap and push the article down. */}
          <dd className="flex min-w-[calc(12ch+1.375rem)] items-center gap-1.5 tabular-nums">
            <EyeIcon size={16} />
            {t.readsCount(readers, readers === null ? "" : formatNumber(readers, lang))}
          </dd>
        </div>
      </dl>
    </header>
  );
}
