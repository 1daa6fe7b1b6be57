import { useId, useState } from "react";
import { dayLabel, indiaNow, isCalendarDate } from "#app/lib/booking-days.ts";
import { type Path, pathKey, valueAt } from "#app/lib/admin/practice-draft.ts";
import { CloseIcon, PlusIcon } from "#app/components/ui/icons.tsx";
import { fieldErrorClass, fieldHintClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { FieldError } from "#app/components/admin/field-error.tsx";

/** A clinic's dates without bookings (leave, holidays): a date picker to add one, and the list to remove from. */
export function DaysOffEditor({ path, clinicName }: { path: Path; clinicName: string }) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const days = (valueAt(draft, path) as string[] | undefined) ?? [];
  const [chosen, setChosen] = useState("");
  const [problem, setProblem] = useState("");
  const id = useId();
  const today = indiaNow(Date.now()).date;
  const upcoming = days.filter((day) => day >= today);
  const past = days.length - upcoming.length;

  function add() {
    if (!isCalendarDate(chosen)) {
      setProblem("Choose a date first.");
      return;
    }
    if (days.includes(chosen)) {
      setProblem(`${dayLabel(chosen)} is already a day off.`);
      return;
    }
    setProblem("");
    set(path, [...days, chosen].sort());
    setChosen("");
  }

  const listErrors = Object.entries(errors)
    .filter(([key]) => key === pathKey(path) || key.startsWith(`${pathKey(path)}.`))
    .map(([, message]) => message);
  const message = problem || listErrors[0];
  return (
    <div className="rounded-xl border border-sand-200 bg-sand-50 p-3 sm:p-4">
      <h3 className="font-sans text-base font-semibold">{clinicName || "Clinic"}</h3>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <label htmlFor={id} className="block font-medium">
            Add a day off
          </label>
          <p id={`${id}-hint`} className={fieldHintClass}>
            No bookings are offered on it (India time).
          </p>
          <input
            id={id}
            type="date"
            min={today}
            value={chosen}
            disabled={disabled}
            onChange={(event) => setChosen(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
            className={inputClass}
          />
        </div>
        <button type="button" className={buttonClass("secondary")} onClick={add} disabled={disabled}>
          <PlusIcon size={20} />
          Add<span className="sr-only"> day off for {clinicName}</span>
        </button>
      </div>
      <FieldError id={`${id}-error`} error={message} className={fieldErrorClass} alert />
      {upcoming.length === 0 ? (
        <p className="mt-3 text-ink-500">No days off coming up.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Days off at ${clinicName}`}>
          {upcoming.map((day) => (
            <li key={day} className="inline-flex items-center gap-1 rounded-full border border-sand-200 bg-white py-1 pr-1 pl-3">
              {dayLabel(day)}
              <button
                type="button"
                disabled={disabled}
                onClick={() =>
                  set(
                    path,
                    days.filter((other) => other !== day),
                  )
                }
                className="inline-flex size-9 items-center justify-center rounded-full text-ink-700 hover:bg-sand-100"
              >
                <CloseIcon size={20} />
                <span className="sr-only">Remove {dayLabel(day)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {past > 0 ? (
        <button type="button" className={buttonClass("quiet", "mt-2")} disabled={disabled} onClick={() => set(path, upcoming)}>
          Clear {past} past {past === 1 ? "day" : "days"}
        </button>
      ) : null}
    </div>
  );
}
