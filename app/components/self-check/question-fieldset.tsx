import type { Ref } from "react";
import { answerPoints } from "#app/lib/self-check/instruments.ts";

type QuestionProps = {
  /** The radio group's name, unique on the page: "phq9-3". */
  name: string;
  number: number;
  item: string;
  options: readonly string[];
  /** The chosen points, null when unanswered; absent on the printable sheet, where the browser keeps the choice. */
  value?: number | null;
  onAnswer?: (points: number) => void;
  /** Shows each answer's points, as the printable sheet does for adding up. */
  showPoints?: boolean;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
};

/** One question of a questionnaire: its item as the legend, one radio button per published answer. */
export function QuestionFieldset({ name, number, item, options, value, onAnswer, showPoints = false, fieldsetRef }: QuestionProps) {
  return (
    <fieldset ref={fieldsetRef} tabIndex={fieldsetRef ? -1 : undefined} className="question">
      <legend>
        <span className="tabular-nums">{number}.</span> {item}
      </legend>
      <div className="choices">
        {options.map((option, index) => {
          const points = answerPoints[index]!;
          return (
            <label key={option} className="choice">
              <input
                type="radio"
                name={name}
                value={points}
                autoComplete="off"
                {...(onAnswer ? { checked: value === points, onChange: () => onAnswer(points) } : {})}
              />
              <span>{option}</span>
              {showPoints ? <span className="ms-auto text-ink-700 tabular-nums">{points}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
