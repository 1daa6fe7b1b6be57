import { useMessages } from "#app/i18n/catalogue.ts";
import { QuestionFieldset } from "#app/components/self-check/question-fieldset.tsx";
import { type InstrumentLang, instrumentIds, instrumentText } from "#app/lib/self-check/instruments.ts";
import { type InstrumentId, bandRanges } from "#app/lib/self-check/scoring.ts";

/**
 * Both questionnaires as a sheet to fill in and print, with the scoring key: the page as the server sends it, and
 * all of it without JavaScript.
 */
export function QuestionSheet({ lang }: { lang: InstrumentLang }) {
  const t = useMessages().selfCheck;
  return (
    <section aria-labelledby="sheet-title" className="space-y-8">
      <div>
        <h2 id="sheet-title" className="text-2xl font-semibold sm:text-3xl">
          {t.sheet.title}
        </h2>
        <p className="mt-3 text-ink-700">{t.sheet.text}</p>
      </div>
      <form autoComplete="off" className="space-y-10">
        {instrumentIds.map((instrument) => (
          <SheetInstrument key={instrument} instrument={instrument} lang={lang} />
        ))}
      </form>
      <ScoringKey />
    </section>
  );
}

function SheetInstrument({ instrument, lang }: { instrument: InstrumentId; lang: InstrumentLang }) {
  const t = useMessages().selfCheck;
  const text = instrumentText(instrument, lang);
  return (
    // Laid out only once scrolled near: the page's first layout, on a phone, is then the intro and the first questions.
    <section
      aria-labelledby={`${instrument}-sheet`}
      className="space-y-4 [contain-intrinsic-size:auto_2400px] [content-visibility:auto] print:[content-visibility:visible]"
    >
      <h3 id={`${instrument}-sheet`} className="font-sans text-xl font-semibold">
        {t.names[instrument]}
      </h3>
      <div lang={lang} dir="ltr" className="space-y-4">
        <p className="font-medium">{text.prompt}</p>
        {text.items.map((item, index) => (
          <QuestionFieldset key={item} name={`${instrument}-${index + 1}`} number={index + 1} item={item} options={text.options} showPoints />
        ))}
      </div>
      <p className="font-semibold">{t.sheet.total}: ______</p>
    </section>
  );
}

/** The published bands of each total, as a table to read a sheet's totals against. */
function ScoringKey() {
  const t = useMessages().selfCheck;
  return (
    <section
      aria-labelledby="scoring-key"
      className="space-y-4 [contain-intrinsic-size:auto_900px] [content-visibility:auto] print:[content-visibility:visible]"
    >
      <h2 id="scoring-key" className="text-2xl font-semibold">
        {t.sheet.key}
      </h2>
      {instrumentIds.map((instrument) => (
        <table key={instrument} className="score-key">
          <caption>{t.names[instrument]}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sheet.total}</th>
              <th scope="col">{t.sheet.meaningHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bandRanges(instrument).map(({ band, low, high }) => (
              <tr key={band}>
                <td className="tabular-nums" dir="ltr">{`${low}–${high}`}</td>
                <td>
                  <strong>{t.result.bands[band]}</strong>: {t.result.meaning[band]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
