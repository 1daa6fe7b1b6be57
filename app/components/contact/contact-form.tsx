import { type FormEvent, useId, useRef, useState } from "react";
import { primaryButton } from "#app/components/ui/button-styles.ts";
import { type DialogMessage, MessageDialog } from "#app/components/ui/message-dialog.tsx";
import { PrivacyConsent } from "#app/components/ui/privacy-consent.tsx";
import { withPublicApi } from "#app/lib/public-api.ts";
import { reportGoal } from "#app/lib/report.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";

// The form rules (zod) load when the visitor starts on the form, not with the page: most visitors never send one.
const loadContactRule = () => import("#app/lib/schemas.ts");

type Field = "name" | "mobile" | "email" | "message";
type FieldErrors = Partial<Record<Field, string>>;

const fields: { name: Exclude<Field, "message">; type: "text" | "tel" | "email"; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "mobile", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
];

const fieldClass = "field aria-[invalid=true]:border-red-700";

/** The four-field message form; the message goes to POST /api/user/contact/create. */
export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<DialogMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A ref, not the state: a second submit can come while the rules are still loading.
  const busyRef = useRef(false);
  const ids = useId();
  const lang = useLang();
  const { contact: t, forms } = useMessages();
  const labels = { name: t.form.name, mobile: t.form.phone, email: t.form.email };
  const sent: DialogMessage = { tone: "success", ...t.sent };
  /** Sent, and its words suggest the writer may be in danger: say that it will be read soon, and where help is now. */
  const sentUrgent: DialogMessage = { tone: "success", title: t.sent.title, text: t.sentUrgent, crisisLine: true };
  const notSent: DialogMessage = { tone: "error", ...t.notSent };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      await validateAndSend(event.currentTarget);
    } finally {
      busyRef.current = false;
    }
  }

  async function validateAndSend(form: HTMLFormElement) {
    let rules: Awaited<ReturnType<typeof loadContactRule>>;
    try {
      rules = await loadContactRule();
    } catch (error) {
      console.error("Could not load the form rules", error);
      setOutcome(notSent);
      return;
    }
    const parsed = rules.contactInput.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      // The messages name the fields as the API does ("Mobile"), in the page's language.
      const names = { name: forms.fields.name, mobile: forms.fields.mobile, email: forms.fields.email, message: forms.fields.message };
      setErrors(rules.fieldProblems(parsed.error, forms.problems, names, lang) as FieldErrors);
      const firstInvalid = parsed.error.issues[0]?.path[0];
      document.getElementById(`${ids}-${String(firstInvalid)}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await withPublicApi((api) => api.contact(parsed.data));
      if (!result.ok) throw new Error(`The server answered ${result.status}`);
      formRef.current?.reset();
      reportGoal("contact_sent");
      setOutcome(result.data.urgent ? sentUrgent : sent);
    } catch (error) {
      console.error("Could not send the contact message", error);
      setOutcome(notSent);
    } finally {
      setSubmitting(false);
    }
  }

  function clearError(field: Field) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function describedBy(field: Field) {
    return errors[field] ? `${ids}-${field}-error` : undefined;
  }

  return (
    <>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        onFocus={() => void loadContactRule().catch(() => {})}
        aria-label={t.form.label}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={field.name === "name" ? "sm:col-span-2" : undefined}>
              <label htmlFor={`${ids}-${field.name}`} className="font-medium">
                {labels[field.name]}
              </label>
              <input
                id={`${ids}-${field.name}`}
                name={field.name}
                type={field.type}
                inputMode={field.type === "tel" ? "tel" : undefined}
                autoComplete={field.autoComplete}
                required
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                onChange={() => clearError(field.name)}
                dir="auto"
                className={fieldClass}
              />
              {errors[field.name] ? (
                <p id={`${ids}-${field.name}-error`} className="mt-1.5 text-red-700">
                  {errors[field.name]}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div>
          <label htmlFor={`${ids}-message`} className="font-medium">
            {t.form.message}
          </label>
          <textarea
            id={`${ids}-message`}
            name="message"
            rows={5}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message")}
            onChange={() => clearError("message")}
            dir="auto"
            className={fieldClass}
          />
          {errors.message ? (
            <p id={`${ids}-message-error`} className="mt-1.5 text-red-700">
              {errors.message}
            </p>
          ) : null}
        </div>
        {/* A field people never see or reach; automated spam fills it and is then quietly ignored. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor={`${ids}-website`}>{t.form.honeypot}</label>
          <input id={`${ids}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="flex flex-col gap-3">
          <button ref={submitRef} type="submit" disabled={submitting || !hydrated} className={`${primaryButton} w-full sm:w-auto sm:self-start`}>
            {submitting ? forms.submitting : t.form.send}
          </button>
          <PrivacyConsent />
        </div>
      </form>
      <MessageDialog message={outcome} onClose={() => setOutcome(null)} returnFocusTo={submitRef} />
    </>
  );
}
