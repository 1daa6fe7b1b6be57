import { type Ref, useId } from "react";
import { RequiredMark } from "#app/components/admin/required-mark.tsx";
import { fieldErrorClass, fieldHintClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { FieldError } from "#app/components/admin/field-error.tsx";

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** Rows for a multi-line field; a single line when absent. */
  rows?: number;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** For a multi-line field: its textarea (the blog editor inserts pictures at its cursor). */
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** A password field, with the browser's password manager told which password it is. */
  password?: "current-password" | "new-password";
  /** For a one-line field: what the browser may fill in, the keyboard a phone shows, and extra classes. */
  autoComplete?: string;
  inputMode?: "text" | "numeric";
  inputClassName?: string;
  /** Under the field, read with it: something to look at that does not stop a save (a translation's untranslated words). */
  warning?: string;
  /**
   * Text in another language than the back office's: its tag and direction, so Urdu is written right to left. A
   * multi-line field with a direction sets each line's own (an address on a line of its own reads left to right).
   */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
};

/** A labelled input or textarea with its hint and error tied to it for screen readers. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint, warning, required = false, maxLength, rows, disabled, name, inputRef, password, lang, dir } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", warning ? `${id}-warning` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    disabled,
    lang,
    dir,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea
          {...shared}
          ref={props.textareaRef}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} resize-y${dir ? " [unicode-bidi:plaintext]" : ""}`}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={password ? "password" : "text"}
          autoComplete={password ?? props.autoComplete}
          inputMode={props.inputMode}
          spellCheck={props.inputMode === "numeric" ? false : undefined}
          className={props.inputClassName ? `${inputClass} ${props.inputClassName}` : inputClass}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {warning ? (
        <p id={`${id}-warning`} className="mt-1 flex items-start gap-2 font-medium text-amber-900">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-amber-600" />
          {warning}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
    </div>
  );
}

/** A field's label, with the required mark when the field must be filled. */
export function FieldLabel({ htmlFor, label, required = false }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="flex items-baseline gap-1">
      <label htmlFor={htmlFor} className={fieldLabelClass}>
        {label}
      </label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}
