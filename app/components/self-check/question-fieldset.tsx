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
  /** Shows each answer's points (0, 1, 2, 3 in the options' order, drawn by the stylesheet), for adding up on paper. */
  showPoints?: boolean;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
};

/** One question of a questionnaire: its item as the legend, one radio button per published answer. */
export function QuestionFieldset({ name, number, item, options, value, onAnswer, showPoints = false, fieldsetRef }: QuestionProps) {
  return (
    <fieldset ref={fieldsetRef} tabIndex={fieldsetRef ? -1 : undefined} className="question">
      <legend>{`${number}. ${item}`}</legend>
      <div className={showPoints ? "choices with-points" : "choices"}>
        {options.map((option, index) => {
          const points = answerPoints[index]!;
          return (
            <label key={option} className="choice">
              <input type="radio" name={name} value={points} {...(onAnswer ? { checked: value === points, onChange: () => onAnswer(points) } : {})} />
              {option}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
