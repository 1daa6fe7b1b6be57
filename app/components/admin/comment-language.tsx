import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import type { Lang } from "#app/i18n/languages.ts";

/** The language of a comment's post, which the comment is read in and the reply is written in: "Urdu post". */
export function CommentLanguage({ lang }: { lang: Lang }) {
  return <span className="rounded-full bg-sand-100 px-2 py-0.5 text-sm text-ink-700">{languageNames[lang]} post</span>;
}
