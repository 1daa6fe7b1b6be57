import { formatDate } from "#app/lib/dates.ts";

/** "By {author} · {date}", with the date machine-readable. */
export function ArticleByline({ author, createdAt, className = "" }: { author: string; createdAt: string; className?: string }) {
  return (
    <p className={`text-sm text-ink-500 ${className}`}>
      {author ? <>By {author} · </> : null}
      <time dateTime={createdAt}>{formatDate(createdAt)}</time>
    </p>
  );
}
