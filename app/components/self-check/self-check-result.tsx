import { Link } from "react-router";
import { CrisisPanel } from "#app/components/self-check/crisis-panel.tsx";
import { primaryButton, secondaryButton } from "#app/components/ui/button-styles.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageFacts, pathIn } from "#app/i18n/languages.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import { type InstrumentLang, instrumentText } from "#app/lib/self-check/instruments.ts";
import { type Score, scoresMessage } from "#app/lib/self-check/scores-message.ts";
import { type Answers, type InstrumentId, bandOf, maxTotal, needsCrisisPanel, totalOf } from "#app/lib/self-check/scoring.ts";
import { whatsappLink } from "#app/lib/whatsapp.ts";

type ResultProps = {
  instruments: readonly InstrumentId[];
  answers: Record<InstrumentId, Answers>;
  textLang: InstrumentLang;
  headingRef: (element: HTMLElement | null) => void;
  onChange: () => void;
  onClear: () => void;
};

/**
 * The scores in plain words, the crisis panel before them when PHQ-9 item 9 was answered above "Not at all", and
 * what the patient may do with them: print (one A4 page with the date and the answers), or send the scores alone to
 * the doctor on WhatsApp. Its links never look a route up ahead (`discover="none"`), so showing it asks nothing of
 * the server.
 */
export function SelfCheckResult({ instruments, answers, textLang, headingRef, onChange, onClear }: ResultProps) {
  const lang = useLang();
  const t = useMessages().selfCheck;
  const practice = usePractice();
  const crisis = instruments.includes("phq9") && needsCrisisPanel(answers.phq9);
  const scores: Score[] = instruments.map((instrument) => {
    const total = totalOf(answers[instrument]);
    return { instrument, total, band: bandOf(instrument, total) };
  });
  const today = new Intl.DateTimeFormat(languageFacts[lang].intl, { day: "numeric", month: "long", year: "numeric" }).format(new Date());
  return (
    <div className="space-y-8 print:space-y-3" data-testid="self-check-result">
      <p className="hidden print:block font-semibold">
        {t.print.title} · {t.print.date(today)}
      </p>
      {crisis ? <CrisisPanel headingRef={headingRef} /> : null}
      <section aria-labelledby="result-title" className="space-y-5 print:space-y-2">
        <h2 id="result-title" ref={crisis ? undefined : headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none print:text-xl">
          {t.result.title}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
          {scores.map(({ instrument, total, band }) => (
            <li key={instrument} className="card space-y-2 print:space-y-0 print:p-3 print:text-sm" data-testid={`score-${instrument}`}>
              <h3 className="font-sans text-lg font-semibold text-ink-700 print:text-sm">{t.names[instrument]}</h3>
              <p className="font-serif text-3xl font-semibold text-accent-800 print:text-xl">{t.result.score(total, maxTotal(instrument))}</p>
              <p className="text-lg font-semibold print:text-sm">{t.result.bands[band]}</p>
              <p className="text-ink-700">{t.result.meaning[band]}</p>
            </li>
          ))}
        </ul>
        <p className="text-ink-700 print:text-sm">{t.result.notDiagnosis}</p>
      </section>
      <PrintedAnswers instruments={instruments} answers={answers} textLang={textLang} />
      <section aria-labelledby="keep-title" className="space-y-4 print:hidden">
        <h2 id="keep-title" className="text-2xl font-semibold">
          {t.keep.title}
        </h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} onClick={() => window.print()}>
            {t.keep.print}
          </button>
          {crisis ? null : (
            <Link to={pathIn(lang, "/book-an-appointment")} discover="none" className={secondaryButton}>
              {t.result.book}
            </Link>
          )}
        </div>
        <p id="whatsapp-note" className="text-ink-700">
          {t.keep.whatsappNote}
        </p>
        <a
          href={whatsappLink(practice.contact.whatsappNumber, scoresMessage(practice.doctor.name, scores, t))}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="whatsapp-note"
          className={`${secondaryButton} w-full sm:w-auto`}
          data-testid="send-scores"
        >
          {t.keep.whatsapp}
        </a>
        <div className="flex flex-wrap gap-3 border-t border-sand-200 pt-4">
          <button type="button" className={secondaryButton} onClick={onChange}>
            {t.keep.change}
          </button>
          <button type="button" className={secondaryButton} onClick={onClear}>
            {t.clear}
          </button>
        </div>
      </section>
    </div>
  );
}

/** On paper only: each question with the answer chosen, to take to the visit. */
function PrintedAnswers({ instruments, answers, textLang }: Pick<ResultProps, "instruments" | "answers" | "textLang">) {
  const t = useMessages().selfCheck;
  return (
    <div className="hidden print:block space-y-2" data-testid="printed-answers">
      {instruments.map((instrument) => {
        const text = instrumentText(instrument, textLang);
        return (
          <table key={instrument} className="printed-answers">
            <caption>
              {t.names[instrument]}:{" "}
              <span lang={textLang} dir="ltr">
                {text.prompt}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.print.question}</th>
                <th scope="col">{t.print.answer}</th>
              </tr>
            </thead>
            <tbody>
              {text.items.map((item, index) => (
                <tr key={item} lang={textLang} dir="ltr">
                  <td>
                    {index + 1}. {item}
                  </td>
                  <td>{text.options[answers[instrument][index] ?? 0]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
