import { useId } from "react";
import { type Path, hhmmOfTime, pathKey, timeOfHhmm, valueAt } from "#app/lib/admin/practice-draft.ts";
import { type ScheduleWindow, type Weekday, weekdayName } from "#app/lib/slots.ts";
import { PlusIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { fieldErrorClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { FieldError } from "#app/components/admin/field-error.tsx";

const weekdays: Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** A clinic's weekly opening hours: one row per window (day, from, to), any number per day. */
/** `place` says where the hours apply, "at Caspian Clinic" by default or e.g. "for video calls". */
export function TimetableEditor({ path, clinicName, place }: { path: Path; clinicName: string; place?: string }) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const windows = (valueAt(draft, path) as ScheduleWindow[] | undefined) ?? [];
  const ids = useId();

  function update(index: number, change: Partial<ScheduleWindow>) {
    set(
      path,
      windows.map((window, position) => (position === index ? { ...window, ...change } : window)),
    );
  }

  function add() {
    const last = windows.at(-1);
    set(path, [...windows, last ? { ...last, day: ((last.day + 1) % 7) as Weekday } : { day: 1, start: 1000, end: 1300 }]);
  }

  const listError = errors[pathKey(path)];
  return (
    <fieldset>
      <legend className="font-semibold">Weekly timings</legend>
      <p className="text-ink-700">
        Appointments are cut from these hours, back to back, {place ?? (clinicName ? `at ${clinicName}` : "at this clinic")}. Saving puts them in weekly order.
      </p>
      {listError ? <p className={fieldErrorClass}>{listError}</p> : null}
      {windows.length === 0 ? <p className="mt-2 text-ink-500">No opening hours: patients cannot book {place ? "these" : "this clinic"}.</p> : null}
      <ul className="mt-3 space-y-3">
        {windows.map((window, index) => {
          const rowKey = pathKey([...path, index]);
          const messages = [errors[`${rowKey}.day`], errors[`${rowKey}.start`], errors[`${rowKey}.end`], errors[rowKey]].filter(Boolean);
          const errorId = `${ids}-${index}-error`;
          const invalid = messages.length > 0 ? true : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the window's fields are controlled; a row is its position in the clinic's week.
            <li key={index} className="rounded-lg border border-sand-200 bg-white p-3">
              <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1.3fr_1fr_1fr_auto]">
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={`${ids}-${index}-day`} className="block font-medium">
                    Day
                  </label>
                  <select
                    id={`${ids}-${index}-day`}
                    value={window.day}
                    disabled={disabled}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                    onChange={(event) => update(index, { day: Number(event.target.value) as Weekday })}
                    className={inputClass}
                  >
                    {weekdays.map((day) => (
                      <option key={day} value={day}>
                        {weekdayName(day)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`${ids}-${index}-start`} className="block font-medium">
                    From
                  </label>
                  <input
                    id={`${ids}-${index}-start`}
                    type="time"
                    step={300}
                    value={Number.isFinite(window.start) ? timeOfHhmm(window.start) : ""}
                    disabled={disabled}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                    onChange={(event) => update(index, { start: hhmmOfTime(event.target.value) })}
                    className={inputClass}
                  />
                </div>
                <div>
                  <label htmlFor={`${ids}-${index}-end`} className="block font-medium">
                    To
                  </label>
                  <input
                    id={`${ids}-${index}-end`}
                    type="time"
                    step={300}
                    value={Number.isFinite(window.end) ? timeOfHhmm(window.end) : ""}
                    disabled={disabled}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                    onChange={(event) => update(index, { end: hhmmOfTime(event.target.value) })}
                    className={inputClass}
                  />
                </div>
                <button
                  type="button"
                  className={buttonClass("danger", "col-span-2 sm:col-span-1")}
                  disabled={disabled}
                  onClick={() =>
                    set(
                      path,
                      windows.filter((_, position) => position !== index),
                    )
                  }
                >
                  <TrashIcon size={20} />
                  Remove<span className="sr-only"> {weekdayName(window.day)} timing</span>
                </button>
              </div>
              <FieldError id={errorId} error={invalid ? messages.join(" ") : null} className={fieldErrorClass} />
            </li>
          );
        })}
      </ul>
      <button type="button" className={buttonClass("secondary", "mt-3")} onClick={add} disabled={disabled}>
        <PlusIcon size={20} />
        Add timing
      </button>
    </fieldset>
  );
}
