import { type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { primaryButton, secondaryButton } from "#app/components/ui/button-styles.ts";
import { QuestionFieldset } from "#app/components/self-check/question-fieldset.tsx";
import { SelfCheckResult } from "#app/components/self-check/self-check-result.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { type InstrumentLang, instrumentIds, instrumentText } from "#app/lib/self-check/instruments.ts";
import { type Answers, type InstrumentId, emptyAnswers, isComplete } from "#app/lib/self-check/scoring.ts";

type Choice = "both" | InstrumentId;
type Layout = "steps" | "list";

type State = {
  phase: "setup" | "questions" | "result";
  choice: Choice;
  layout: Layout;
  textLang: InstrumentLang;
  answers: Record<InstrumentId, Answers>;
  /** The question shown one at a time, as a position in `questionsOf`. */
  step: number;
  /** Whether the patient asked for the scores with questions left unanswered. */
  missing: boolean;
};

/** One question at a time on a phone, the whole list on a wider screen; the patient can choose either. */
const narrowScreen = "(max-width: 47.99rem)";

function initialState(textLang: InstrumentLang): State {
  return {
    phase: "setup",
    choice: "both",
    layout: window.matchMedia(narrowScreen).matches ? "steps" : "list",
    textLang,
    answers: { phq9: emptyAnswers("phq9"), gad7: emptyAnswers("gad7") },
    step: 0,
    missing: false,
  };
}

const instrumentsOf = (choice: Choice): readonly InstrumentId[] => (choice === "both" ? instrumentIds : [choice]);

const questionsOf = (choice: Choice) =>
  instrumentsOf(choice).flatMap((instrument) => instrumentText(instrument, "en").items.map((_, index) => ({ instrument, index })));

/**
 * The self-check once the page runs in the browser: choose, answer, see the scores. Everything lives in this
 * component's state, which nothing writes anywhere: no storage, cookie, address or request (decision 41). Leaving
 * the page (`pagehide`, also into the back-forward cache) and "Clear my answers" put it back to the start.
 */
export function SelfCheck() {
  const lang = useLang();
  const t = useMessages().selfCheck;
  const startLang: InstrumentLang = lang === "hi" ? "hi" : "en";
  const [state, setState] = useState(() => initialState(startLang));
  const [cleared, setCleared] = useState(false);
  const focusTarget = useRef<HTMLElement | null>(null);
  const setFocusTarget = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const { phase, step } = state;

  useEffect(() => {
    const clear = () => flushSync(() => setState(initialState(startLang)));
    window.addEventListener("pagehide", clear);
    return () => window.removeEventListener("pagehide", clear);
  }, [startLang]);

  // The heading or question of what is shown now takes the focus, so a screen reader reads it and keys go on from it;
  // after "Clear my answers", the note that they are cleared. Not on the page's first showing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the phase, the question or the clearing changes.
  useEffect(() => {
    if (phase !== "setup" || cleared) focusTarget.current?.focus();
  }, [phase, step, cleared]);

  const questions = questionsOf(state.choice);
  const answered = questions.filter(({ instrument, index }) => state.answers[instrument][index] !== null).length;
  const chosen = instrumentsOf(state.choice);
  const complete = chosen.every((instrument) => isComplete(state.answers[instrument]));

  const update = (change: Partial<State>) => setState((current) => ({ ...current, ...change }));
  const answer = (instrument: InstrumentId, index: number, points: number) =>
    setState((current) => ({
      ...current,
      missing: false,
      answers: { ...current.answers, [instrument]: current.answers[instrument].map((value, position) => (position === index ? points : value)) },
    }));
  const clear = () => {
    setState(initialState(startLang));
    setCleared(true);
  };
  const showResult = () => (complete ? update({ phase: "result", missing: false }) : update({ missing: true }));

  if (phase === "result") {
    return (
      <SelfCheckResult
        instruments={chosen}
        answers={state.answers}
        textLang={state.textLang}
        headingRef={setFocusTarget}
        onChange={() => update({ phase: "questions", step: 0 })}
        onClear={clear}
      />
    );
  }

  if (phase === "setup") {
    return (
      <form
        autoComplete="off"
        className="space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          setCleared(false);
          update({ phase: "questions", step: 0 });
        }}
      >
        {cleared ? (
          <p ref={setFocusTarget} tabIndex={-1} role="status" className="rounded-2xl bg-accent-50 p-4 font-medium">
            {t.cleared}
          </p>
        ) : null}
        <ChoiceGroup
          legend={t.which.legend}
          name="which"
          value={state.choice}
          options={[
            ["both", t.which.both],
            ["phq9", t.which.phq9],
            ["gad7", t.which.gad7],
          ]}
          onChange={(choice) => update({ choice })}
        />
        <ChoiceGroup
          legend={t.layout.legend}
          name="layout"
          value={state.layout}
          options={[
            ["steps", t.layout.steps],
            ["list", t.layout.list],
          ]}
          onChange={(layout) => update({ layout })}
        />
        {lang === "te" || lang === "ur" ? (
          <ChoiceGroup
            legend={t.textLanguage.legend}
            name="text-language"
            value={state.textLang}
            options={[
              ["en", "English", "en"],
              ["hi", "हिन्दी", "hi"],
            ]}
            note={t.textLanguage.why}
            onChange={(textLang) => update({ textLang })}
          />
        ) : null}
        <button type="submit" className={primaryButton}>
          {t.start}
        </button>
      </form>
    );
  }

  const steps = state.layout === "steps";
  const current = questions[Math.min(step, questions.length - 1)]!;
  const last = step >= questions.length - 1;
  const shown = steps ? [current] : questions;
  return (
    <form
      autoComplete="off"
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (steps && state.answers[current.instrument][current.index] === null) update({ missing: true });
        else if (steps && !last) update({ step: step + 1, missing: false });
        else showResult();
      }}
    >
      <p aria-live="polite" className="font-semibold text-accent-800" data-testid="self-check-progress">
        {steps ? t.progress(step + 1, questions.length) : t.answered(answered, questions.length)}
      </p>
      {chosen.map((instrument) => {
        const items = shown.filter((question) => question.instrument === instrument);
        if (items.length === 0) return null;
        const text = instrumentText(instrument, state.textLang);
        return (
          <section key={instrument} aria-labelledby={`${instrument}-title`} className="space-y-5">
            <h2 id={`${instrument}-title`} className="text-2xl font-semibold">
              {t.names[instrument]}
            </h2>
            <div lang={state.textLang} dir="ltr" className="space-y-5">
              <p className="text-lg font-medium">{text.prompt}</p>
              {items.map(({ index }) => (
                <QuestionFieldset
                  key={`${instrument}-${index}`}
                  fieldsetRef={steps || (instrument === chosen[0] && index === 0) ? setFocusTarget : undefined}
                  name={`${instrument}-${index + 1}`}
                  number={index + 1}
                  item={text.items[index]!}
                  options={text.options}
                  value={state.answers[instrument][index]}
                  onAnswer={(points) => answer(instrument, index, points)}
                />
              ))}
            </div>
          </section>
        );
      })}
      {state.missing ? (
        <p role="alert" className="font-semibold text-red-800">
          {steps ? t.chooseAnswer : t.unanswered(questions.length - answered)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {steps ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => (step === 0 ? update({ phase: "setup", missing: false }) : update({ step: step - 1, missing: false }))}
          >
            {t.back}
          </button>
        ) : null}
        <button type="submit" className={primaryButton}>
          {steps && !last ? t.next : t.seeScores}
        </button>
        <button type="button" className={secondaryButton} onClick={clear}>
          {t.clear}
        </button>
      </div>
    </form>
  );
}

type ChoiceGroupProps<Value extends string> = {
  legend: string;
  name: string;
  value: Value;
  /** Each option's value, label and, when the label is in another language than the page, its language. */
  options: readonly (readonly [Value, ReactNode, string?])[];
  note?: string;
  onChange: (value: Value) => void;
};

function ChoiceGroup<Value extends string>({ legend, name, value, options, note, onChange }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="question">
      <legend>{legend}</legend>
      {note ? <p className="mb-3 text-ink-700">{note}</p> : null}
      <div className="choices">
        {options.map(([option, label, labelLang]) => (
          <label key={option} className="choice">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span lang={labelLang}>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
