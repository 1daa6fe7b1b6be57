import type { Ref } from "react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "#app/components/ui/button-styles.ts";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { usePractice } from "#app/lib/practice-context.ts";

/**
 * Shown before any score when PHQ-9 item 9 is answered above "Not at all": the helpline to call now, every crisis
 * number (the shared crisis line) and booking. Its links never look a route up ahead (`discover="none"`): the page
 * makes no request once answering has begun. It stays off the paper, which keeps to one A4 page of scores and answers.
 */
export function CrisisPanel({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { crisis } = usePractice();
  const lang = useLang();
  const t = useMessages().selfCheck.crisis;
  return (
    <section
      aria-labelledby="crisis-title"
      className="space-y-4 rounded-3xl border-2 border-accent-700 bg-white p-6 sm:p-8 print:hidden"
      data-testid="crisis-panel"
    >
      <h2 id="crisis-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none sm:text-3xl">
        {t.title}
      </h2>
      <p className="text-lg text-ink-700">{t.text(crisis.helplineName)}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={crisis.helpline.href} className={primaryButton}>
          {t.call(crisis.helplineName, crisis.helpline.display)}
        </a>
        <Link to={pathIn(lang, "/book-an-appointment")} discover="none" className={secondaryButton}>
          {t.book}
        </Link>
      </div>
      <CrisisLine />
    </section>
  );
}
