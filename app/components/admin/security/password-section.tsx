import { type FormEvent, useState } from "react";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { securityHeadingClass, securitySectionClass } from "#app/components/admin/security/section.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { changePassword } from "#app/lib/admin/security.ts";
import { passwordMinLength } from "#app/lib/field-schemas.ts";

/** Changing the password, which signs every other session out. */
export function PasswordSection() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (next.length < passwordMinLength) return setErrors({ next: `The new password must be at least ${passwordMinLength} characters` });
    setBusy(true);
    setErrors({});
    const answer = await changePassword(current, next);
    setBusy(false);
    if (!answer.ok) {
      if (answer.sessionEnded || answer.reauth) return;
      if (answer.errors) return setErrors(answer.errors);
      return notifyFailure(answer, answer.message || "The password could not be changed");
    }
    notify("success", "Password changed. Every other session is signed out.");
    setCurrent("");
    setNext("");
  }

  return (
    <section aria-labelledby="password-heading" className={securitySectionClass}>
      <h2 id="password-heading" className={securityHeadingClass}>
        Password
      </h2>
      <form onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <TextField label="Current password" value={current} onChange={setCurrent} error={errors.current} required password="current-password" />
        <TextField
          label="New password"
          value={next}
          onChange={setNext}
          error={errors.next}
          required
          password="new-password"
          hint={`At least ${passwordMinLength} characters; a few unrelated words are easy to remember and hard to guess.`}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
