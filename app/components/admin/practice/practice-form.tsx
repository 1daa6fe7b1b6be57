import { type ReactNode, createContext, useContext, useId, useState } from "react";
import { practiceSchema } from "#app/lib/practice-document.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { type Path, pathKey, telLinkOf, valueAt } from "#app/lib/admin/practice-draft.ts";
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { TextField, FieldLabel } from "#app/components/admin/text-field.tsx";
import { fieldErrorClass, fieldHintClass, inputClass } from "#app/components/admin/ui.ts";
import { FieldError } from "#app/components/admin/field-error.tsx";

type PracticeFormState = {
  draft: Practice;
  set: (path: Path, value: unknown) => void;
  /** Messages keyed by the schema's paths, "clinics.0.durationMins", from the browser's check or the server. */
  errors: Record<string, string>;
  disabled: boolean;
};

const PracticeFormContext = createContext<PracticeFormState | null>(null);

export function PracticeFormProvider({ value, children }: { value: PracticeFormState; children: ReactNode }) {
  return <PracticeFormContext value={value}>{children}</PracticeFormContext>;
}

export function usePracticeForm(): PracticeFormState {
  const state = useContext(PracticeFormContext);
  if (!state) throw new Error("usePracticeForm needs a PracticeFormProvider");
  return state;
}

type TextProps = {
  path: Path;
  label: string;
  hint?: string;
  rows?: number;
  /** Called with each new text after it is set, e.g. to keep a fee's amount in rupees in step with its words. */
  onText?: (text: string) => void;
  /** For a text in Hindi, Telugu or Urdu: its language tag and direction. */
  lang?: string;
  dir?: "ltr" | "rtl";
};

/** A text field bound to one place in the draft, with the message for that place; its limits are the schema's. */
export function PracticeText({ path, label, hint, rows, onText, lang, dir }: TextProps) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const value = valueAt(draft, path);
  const { maxLength, required } = fieldConstraint(practiceSchema, path);
  return (
    <TextField
      label={label}
      hint={hint}
      rows={rows}
      maxLength={maxLength}
      required={required}
      disabled={disabled}
      lang={lang}
      dir={dir}
      value={typeof value === "string" ? value : ""}
      onChange={(next) => {
        set(path, next);
        onText?.(next);
      }}
      error={errors[pathKey(path)]}
    />
  );
}

type NumberProps = {
  path: Path;
  label: string;
  hint?: string;
  step?: number;
  /** Called with each readable number, for a field that follows this one. */
  onNumber?: (value: number) => void;
};

/** A number field with the schema's bounds; an empty or unreadable entry is kept as text so the check can say what is wrong. */
export function PracticeNumber({ path, label, hint, step = 1, onNumber }: NumberProps) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const id = useId();
  const { min, max, required } = fieldConstraint(practiceSchema, path);
  const value = valueAt(draft, path);
  const error = errors[pathKey(path)];
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        required={required}
        disabled={disabled}
        value={typeof value === "number" && Number.isFinite(value) ? value : typeof value === "string" ? value : ""}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          const readable = event.target.value !== "" && !Number.isNaN(number);
          set(path, readable ? number : event.target.value);
          if (readable) onNumber?.(number);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
    </div>
  );
}

/** A phone number as people read it; its `tel:` link follows it, and a problem with either shows here. */
export function PracticePhone({
  path,
  hrefPath,
  label,
  hint = "With the country code, e.g. +91 90000 12345.",
}: {
  path: Path;
  hrefPath: Path;
  label: string;
  hint?: string;
}) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const value = valueAt(draft, path);
  const { maxLength, required } = fieldConstraint(practiceSchema, path);
  return (
    <TextField
      label={label}
      hint={hint}
      maxLength={maxLength}
      required={required}
      disabled={disabled}
      value={typeof value === "string" ? value : ""}
      onChange={(next) => {
        set(path, next);
        set(hrefPath, telLinkOf(next));
      }}
      error={errors[pathKey(path)] ?? errors[pathKey(hrefPath)]}
    />
  );
}

function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** One line per entry, for short lists such as languages or a service's details; blank lines are dropped. */
export function PracticeLines({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const { draft, set, errors, disabled } = usePracticeForm();
  const list = fieldConstraint(practiceSchema, path);
  const line = fieldConstraint(practiceSchema, [...path, 0]);
  const value = valueAt(draft, path);
  const lines = Array.isArray(value) ? (value as string[]) : [];
  // The text as typed (with its blank line while someone starts a new entry), unless the draft was replaced since.
  const [typed, setTyped] = useState(lines.join("\n"));
  const shown = linesOf(typed).join("\n") === lines.join("\n") ? typed : lines.join("\n");
  const key = pathKey(path);
  const lineError = Object.entries(errors).find(([errorPath]) => errorPath.startsWith(`${key}.`));
  return (
    <TextField
      label={label}
      hint={hint ?? "One per line."}
      rows={Math.min(Math.max(lines.length + 1, 3), 10)}
      maxLength={lines.length * (line.maxLength ?? 0) + 1000}
      required={(list.minLength ?? 0) > 0}
      disabled={disabled}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        set(path, linesOf(next));
      }}
      error={errors[key] ?? (lineError ? `Line ${Number(lineError[0].slice(key.length + 1).split(".")[0]) + 1}: ${lineError[1]}` : undefined)}
    />
  );
}

/** A titled part of the screen, reachable from the section links at the top. */
export function PracticeSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-ink-700">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
