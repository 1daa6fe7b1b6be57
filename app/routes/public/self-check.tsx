import { startTransition, useEffect, useState } from "react";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { QuestionSheet } from "#app/components/self-check/question-sheet.tsx";
import { SelfCheck } from "#app/components/self-check/self-check.tsx";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { practiceOf } from "#app/lib/practice-context.ts";
import { instrumentCredit } from "#app/lib/self-check/instruments.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/self-check";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const practice = practiceOf(matches);
  const t = messagesFor(languageOfPath(location.pathname)).selfCheck.meta;
  return pageMeta({ matches, path: "/self-check", title: `${t.title} | ${practice.siteName}`, description: t.description, siteName: practice.siteName });
};

/**
 * The private self-check (issue 39): the PHQ-9 and the GAD-7, scored in the browser, nothing sent (decision 41). The
 * server sends both questionnaires as a sheet to fill in and print with its scoring key, which is all a browser
 * without JavaScript gets; once the page runs, the sheet gives way to the questions one at a time or as a list.
 */
export default function SelfCheckPage() {
  const lang = useLang();
  const t = useMessages().selfCheck;
  const interactive = useInteractive();
  return (
    <>
      <div className="print:hidden">
        <PageIntro eyebrow={t.intro.eyebrow} title={t.intro.title} intro={t.intro.text} />
      </div>
      <div className="print-alone page-wrap max-w-3xl space-y-10 py-12 sm:py-16 print:space-y-3 print:p-0">
        <div className="space-y-4 print:hidden">
          <CrisisLine />
          <section aria-labelledby="private-title" className="card">
            <h2 id="private-title" className="font-sans text-xl font-semibold">
              {t.privateTitle}
            </h2>
            <p className="mt-2 text-ink-700">{t.privateText}</p>
          </section>
        </div>
        {interactive ? <SelfCheck /> : <QuestionSheet lang={lang === "hi" ? "hi" : "en"} />}
        <p lang="en" dir="ltr" className="text-sm text-ink-700 print:text-xs">
          {instrumentCredit}
        </p>
      </div>
    </>
  );
}

/**
 * False in the server's HTML and while hydrating; true once hydrated. The sheet gives way to the questions as a
 * transition after hydration, which React renders in slices, rather than in the hydrating task itself, so a phone's main
 * thread is never held for the whole swap at once.
 */
function useInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => startTransition(() => setInteractive(true)), []);
  return interactive;
}
