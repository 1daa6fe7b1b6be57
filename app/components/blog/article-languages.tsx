import { Link } from "react-router";
import { blogPath } from "#app/lib/blog-path.ts";
import { useMessages } from "#app/i18n/catalogue.ts";
import { type Lang, languageFacts } from "#app/i18n/languages.ts";
import { formatDate } from "#app/lib/dates.ts";
import type { PublishedSibling } from "#app/lib/domain.ts";

/**
 * Under a post's heading: "Read this in …" with each live translation (or the original) in its own language's name,
 * and "Reviewed by {name} on {date}" when a reviewer checked the translation. Nothing when there is neither.
 */
export function ArticleLanguages({
  lang,
  siblings,
  reviewed,
}: {
  lang: Lang;
  siblings: readonly PublishedSibling[];
  reviewed: { by: string; on: string } | null;
}) {
  const t = useMessages().journal.article;
  const others = siblings.filter((sibling) => sibling.lang !== lang);
  if (others.length === 0 && !reviewed) return null;
  return (
    <div className="mt-6 flex flex-col gap-2 text-base text-ink-700">
      {others.length > 0 ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>{t.readIn}</span>
          {others.map((sibling) => (
            <Link
              key={sibling.id}
              to={blogPath(sibling.slug, sibling.lang)}
              lang={languageFacts[sibling.lang].tag}
              dir={languageFacts[sibling.lang].dir}
              hrefLang={languageFacts[sibling.lang].tag}
              className="font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              {languageFacts[sibling.lang].name}
            </Link>
          ))}
        </p>
      ) : null}
      {reviewed ? <p className="text-sm text-ink-500">{t.reviewed(reviewed.by, formatDate(`${reviewed.on}T12:00:00.000Z`, lang))}</p> : null}
    </div>
  );
}
