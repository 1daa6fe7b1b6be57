import { useLocation, useMatches } from "react-router";
import { blogPath, notInLanguageId } from "#app/lib/blog-path.ts";
import { useMessages } from "#app/i18n/catalogue.ts";
import { type Lang, languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import type { PublishedSibling } from "#app/lib/domain.ts";
import { useRootData } from "#app/lib/practice-context.ts";

type LanguageLinksProps = {
  className?: string;
  linkClassName: string;
  /**
   * The header's links are the page's one "Languages" landmark; the footer's and the menu's repeat them as a labelled
   * list, since two landmarks of one name are ambiguous to a screen reader (axe: landmark-unique).
   */
  landmark?: boolean;
};

/**
 * Where each language's link goes from this page: the same path under its prefix, except from a journal post, whose
 * translations have addresses of their own: its live translation in that language, or else, on this page, the note in
 * that language that the post is not in it yet, beside the post's other languages (its English above all) and a link
 * to that language's journal (article-languages.tsx). Not the journal itself: "Read this page in हिन्दी" must not
 * quietly swap the post for a list (issue 40).
 */
function useLanguagePath(pathname: string): (lang: Lang) => { href: string; translated: boolean } {
  const siblings = (useMatches().at(-1)?.loaderData as { siblings?: readonly PublishedSibling[] } | undefined)?.siblings;
  if (!siblings) return (lang) => ({ href: pathIn(lang, pathname), translated: true });
  return (lang) => {
    const translation = siblings.find((sibling) => sibling.lang === lang);
    return translation ? { href: blogPath(translation.slug, lang), translated: true } : { href: `#${notInLanguageId(lang)}`, translated: false };
  };
}

/**
 * The same page in every other published language, each name in its own script. Plain links: the next page loads
 * whole, with its own catalogue and fonts (a page never carries another language's).
 */
export function LanguageLinks({ className, linkClassName, landmark = true }: LanguageLinksProps) {
  const { pathname } = useLocation();
  const current = languageOfPath(pathname);
  const { languages } = useRootData();
  const { languages: texts } = useMessages().layout;
  const pathOf = useLanguagePath(pathname);
  const others = languages.filter((lang) => lang !== current);
  if (others.length === 0) return null;
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? texts.label : undefined} className={className}>
      <ul aria-label={landmark ? undefined : texts.label} className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {others.map((lang) => {
          const { tag, dir, name } = languageFacts[lang];
          const { href, translated } = pathOf(lang);
          return (
            <li key={lang}>
              <a
                href={href}
                hrefLang={translated ? tag : undefined}
                lang={tag}
                dir={dir}
                title={translated ? texts.switchTo(name) : texts.notIn(name)}
                className={linkClassName}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
