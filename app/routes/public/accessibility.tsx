import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "#app/components/ui/button-styles.ts";
import { FilledText } from "#app/components/ui/filled-text.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";
import { latinProps } from "#app/i18n/latin-text.ts";
import { practiceOf, usePractice } from "#app/lib/practice-context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const t = messagesFor(languageOfPath(location.pathname)).accessibility.meta;
  return pageMeta({
    matches,
    path: "/accessibility",
    title: `${t.title} | ${practice.siteName}`,
    description: t.description(practice.shortName),
    siteName: practice.siteName,
  });
};

/** The accessibility statement (issue 38): the standard, the checks, the known limits, and how to report a barrier. */
export default function Accessibility() {
  const { contact } = usePractice();
  const lang = useLang();
  const t = useMessages().accessibility;
  return (
    <>
      <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text} />
      <div className="page-wrap max-w-3xl space-y-12 py-14 sm:py-20">
        <Part title={t.standard.title}>
          <p>{t.standard.text}</p>
        </Part>
        <Part title={t.checks.title}>
          <ul className="list-disc space-y-3 ps-6">
            {t.checks.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Part>
        <Part title={t.limits.title}>
          <ul className="list-disc space-y-3 ps-6">
            {t.limits.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Part>
        <Part title={t.report.title}>
          <p>
            <FilledText
              text={t.report.text}
              parts={{
                contact: (
                  <Link to={pathIn(lang, "/contact-me")} className={textLink}>
                    {t.report.contactLink}
                  </Link>
                ),
                mail: (
                  <a href={`mailto:${contact.email}`} className={`${textLink} [overflow-wrap:anywhere]`} {...latinProps(lang)}>
                    {contact.email}
                  </a>
                ),
              }}
            />
          </p>
          <p>{t.reviewed}</p>
        </Part>
      </div>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 text-lg text-ink-700">
      <h2 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</h2>
      {children}
    </section>
  );
}
