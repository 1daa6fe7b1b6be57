import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { formatDate } from "#app/lib/dates.ts";
import { LatinRuns } from "#app/components/ui/latin-runs.tsx";

/** "By {author} · {date}", with the date machine-readable. */
export function ArticleByline({ author, createdAt, className = "" }: { author: string; createdAt: string; className?: string }) {
  const lang = useLang();
  const t = useMessages().journalList;
  return (
    <p className={`text-sm text-ink-500 ${className}`}>
      {author ? <LatinRuns>{t.byline(author)}</LatinRuns> : null}
      <time dateTime={createdAt}>{formatDate(createdAt, lang)}</time>
    </p>
  );
}
