import { useLocation } from "react-router";
import { useMessages } from "#app/i18n/catalogue.ts";
import { languageFacts, languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { useRootData } from "#app/lib/practice-context.ts";

/**
 * The same page in every other published language, each name in its own script. Plain links: the next page loads
 * whole, with its own catalogue and fonts (a page never carries another language's).
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName: string }) {
  const { pathname } = useLocation();
  const current = languageOfPath(pathname);
  const { languages } = useRootData();
  const { languages: texts } = useMessages().layout;
  const others = languages.filter((lang) => lang !== current);
  if (others.length === 0) return null;
  return (
    <nav aria-label={texts.label} className={className}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {others.map((lang) => {
          const { tag, dir, name } = languageFacts[lang];
          return (
            <li key={lang}>
              <a href={pathIn(lang, pathname)} hrefLang={tag} lang={tag} dir={dir} title={texts.switchTo(name)} className={linkClassName}>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
