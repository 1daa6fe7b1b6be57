import { type Ref, useId } from "react";
import { fieldErrorClass, fieldHintClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** "Or a recovery code" where one is accepted. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
};

/** The 6-digit code of an authenticator app: a phone shows the number pad, and the code from an SMS-style prompt fills in. */
export function CodeField({ value, onChange, error, hint, inputRef, label = "Code from your authenticator app" }: CodeFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={fieldHintClass}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={inputRef}
        name="code"
        autoComplete="one-time-code"
        inputMode={/[a-z]/i.test(value) ? "text" : "numeric"}
        spellCheck={false}
        maxLength={40}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} max-w-64 font-mono text-lg tracking-widest`}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
