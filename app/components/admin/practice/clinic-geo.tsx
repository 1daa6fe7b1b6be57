import { useId } from "react";
import { type Path, pathKey, valueAt } from "#app/lib/admin/practice-draft.ts";
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { practiceSchema } from "#app/lib/practice-document.ts";
import { fieldErrorClass, fieldHintClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { usePracticeForm } from "#app/components/admin/practice/practice-form.tsx";
import { FieldError } from "#app/components/admin/field-error.tsx";

type Geo = { latitude: number | string; longitude: number | string };

/**
 * A clinic's map position for search engines. Optional: both fields empty leaves it out; one filled asks for the
 * other. A number that does not read yet is kept as text, so the check can say what is wrong.
 */
export function ClinicGeo({ path, clinicName }: { path: Path; clinicName: string }) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const ids = useId();
  const geo = valueAt(draft, path) as Geo | undefined;

  function change(field: keyof Geo, text: string, number: number) {
    const next = { latitude: geo?.latitude ?? "", longitude: geo?.longitude ?? "", [field]: text === "" || Number.isNaN(number) ? text : number };
    set(path, next.latitude === "" && next.longitude === "" ? undefined : next);
  }

  const fields = [
    { field: "latitude" as const, label: "Latitude", hint: "e.g. 18.5362 (north is positive)" },
    { field: "longitude" as const, label: "Longitude", hint: "e.g. 73.8939 (east is positive)" },
  ];
  return (
    <fieldset className="grid gap-5 md:grid-cols-2">
      <legend className="mb-2 font-semibold">Map position</legend>
      <p className="text-ink-700 md:col-span-2">Optional. Tells search engines where {clinicName || "the clinic"} is; copy it from a map app.</p>
      {fields.map(({ field, label, hint }) => {
        const id = `${ids}-${field}`;
        const { min, max } = fieldConstraint(practiceSchema, [...path, field]);
        const error = errors[pathKey([...path, field])] ?? (field === "latitude" ? errors[pathKey(path)] : undefined);
        const value = geo?.[field];
        return (
          <div key={field}>
            <label htmlFor={id} className={fieldLabelClass}>
              {label}
            </label>
            <p id={`${id}-hint`} className={fieldHintClass}>
              {hint}
            </p>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              step="any"
              min={min}
              max={max}
              disabled={disabled}
              value={value ?? ""}
              onChange={(event) => change(field, event.target.value, event.target.valueAsNumber)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              className={inputClass}
            />
            <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
          </div>
        );
      })}
    </fieldset>
  );
}
