import { Link } from "react-router";
import { blogPath, notInLanguageId } from "#app/lib/blog-path.ts";
import { useMessages } from "#app/i18n/catalogue.ts";
import { type Lang, languageFacts } from "#app/i18n/languages.ts";
import { formatDate } from "#app/lib/dates.ts";
import { documentHtmlAttribute, useDocumentHtml } from "#app/lib/document-html.ts";
import type { PublishedSibling } from "#app/lib/domain.ts";

/** A published language the post is not in, and its note's HTML (or null, left beside the data). */
type NotIn = { lang: Lang; html: string | null };

/**
 * Under a post's heading: "Read this in …" with each live translation (or the original) in its own language's name,
 * and "Reviewed by {name} on {date}" when a reviewer checked the translation. Then, for each published language the
 * post is not in, a note in that language saying so, with a link to that language's journal: shown only when the
 * language switcher's link for it is followed (`:target`), so the reader who asked for the post in Hindi is told, in
 * Hindi, beside the languages it is in, instead of being moved to a list.
 */
export function ArticleLanguages({
  lang,
  siblings,
  notIn,
  reviewed,
}: {
  lang: Lang;
  siblings: readonly PublishedSibling[];
  notIn: readonly NotIn[];
  reviewed: { by: string; on: string } | null;
}) {
  const t = useMessages().journal.article;
  const others = siblings.filter((sibling) => sibling.lang !== lang);
  if (others.length === 0 && !reviewed && notIn.length === 0) return null;
  return (
    // With only the notes, none shown until one is followed, the block takes no room.
    <div className={`${others.length > 0 || reviewed ? "mt-6" : "has-[:target]:mt-6"} flex flex-col gap-2 text-base text-ink-700`}>
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
      {notIn.map((note) => (
        <NotInNote key={note.lang} {...note} />
      ))}
    </div>
  );
}

function NotInNote({ lang, html }: NotIn) {
  const id = notInLanguageId(lang);
  const inner = useDocumentHtml(id, html);
  const { tag, dir } = languageFacts[lang];
  const shown = "hidden rounded-xl bg-accent-50 px-4 py-3 text-ink-900 target:block";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built by the loader from escaped texts (not-in-language.ts), or what the server wrote for it.
  return <p id={id} lang={tag} dir={dir} className={shown} {...documentHtmlAttribute(id)} dangerouslySetInnerHTML={{ __html: inner }} />;
}
