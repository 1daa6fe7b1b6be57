import type { Ref } from "react";
import { TextField } from "#app/components/admin/text-field.tsx";
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { codeBody } from "#app/lib/schemas.ts";

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** "Or a recovery code" where one is accepted. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The 6-digit code of an authenticator app: a phone shows the number pad (a letter typed, as in a recovery code,
 * brings the full keyboard back), and the browser may fill in a code it was sent.
 */
export function CodeField({ value, onChange, error, hint, inputRef }: CodeFieldProps) {
  return (
    <TextField
      label="Code from your authenticator app"
      name="code"
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      inputRef={inputRef}
      maxLength={fieldConstraint(codeBody, ["code"]).maxLength}
      autoComplete="one-time-code"
      inputMode={/[a-z]/i.test(value) ? "text" : "numeric"}
      inputClassName="max-w-64 font-mono text-lg tracking-widest"
    />
  );
}
