import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { PrivacyConsent } from "#app/components/ui/privacy-consent.tsx";
import { postComment } from "#app/components/blog/journal-api.ts";
import { reportGoal } from "#app/lib/report.ts";
import { textMax } from "#app/lib/rules.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";

type Field = "message" | "name" | "email" | "mobile";
/** `urgent`: sent, and its words suggest a risk of self-harm, so the thank-you gives the crisis line too. */
type Status = "idle" | "submitting" | "success" | "urgent" | "error";

const fieldOrder: Field[] = ["message", "name", "email", "mobile"];

// The validation rules (zod) are fetched when the reader starts on the form, not with the article.
const loadCommentRules = () => import("#app/lib/schemas.ts").then(({ commentInput, fieldProblems }) => ({ commentInput, fieldProblems }));

const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-500/70 bg-white px-4 py-3 text-base text-ink-900 shadow-inner shadow-sand-100 " +
  "focus:border-accent-500 aria-[invalid=true]:border-red-700";

/** 'Leave a Comment': four required fields; the comment waits for the doctor's review before it shows. */
export function CommentForm({ blogId, onSubmitted }: { blogId: string; onSubmitted: () => void }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  // "E-mail me once when the doctor replies" is offered only once there is an address to write to.
  const [hasEmail, setHasEmail] = useState(false);
  // An address typed or filled in before the page hydrated counts too.
  useEffect(() => {
    if (formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.value.trim()) setHasEmail(true);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);
  const id = useId();
  const lang = useLang();
  const { comments, forms } = useMessages();
  const t = comments.form;

  function clearError(field: Field) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: Record<string, string>) {
    const next = Object.fromEntries(fieldOrder.filter((field) => found[field]).map((field) => [field, found[field]]));
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // The fields are uncontrolled: whatever was typed before the page hydrated stays, and is what is sent.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A ref, not the status: a second click can come before the disabled button is rendered.
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      const { commentInput, fieldProblems } = await loadCommentRules();
      const parsed = commentInput.safeParse({ ...Object.fromEntries(new FormData(form)), blogid: blogId });
      if (!parsed.success) {
        setStatus("idle");
        // The messages name the fields as the API does ("Comment", "Mobile"), in the page's language.
        const names = { message: forms.fields.comment, name: forms.fields.name, email: forms.fields.email, mobile: forms.fields.mobile };
        showErrors(fieldProblems(parsed.error, forms.problems, names, lang));
        return;
      }
      setStatus("submitting");
      const result = await postComment(parsed.data);
      if (!result.ok) {
        showErrors(result.errors ?? {});
        setStatus("error");
        return;
      }
      form.reset();
      setHasEmail(false);
      setErrors({});
      setStatus(result.data.urgent ? "urgent" : "success");
      reportGoal("comment_sent");
      onSubmitted();
    } catch {
      // Only the schemas' chunk can fail to load here (the call itself never throws).
      setStatus("error");
    } finally {
      busyRef.current = false;
    }
  }

  const submitting = status === "submitting";
  const hydrated = useHydrated();
  const field = (name: Field, label: string, input: (props: FieldProps) => ReactNode) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className={name === "message" ? "sm:col-span-2" : undefined}>
        <label htmlFor={`${id}-${name}`} className="block text-base font-medium text-ink-900">
          {label}{" "}
          <span aria-hidden="true" className="text-accent-700">
            *
          </span>
        </label>
        {input({
          id: `${id}-${name}`,
          name,
          required: true,
          "aria-invalid": errors[name] ? true : undefined,
          "aria-describedby": errors[name] ? errorId : undefined,
          className: inputClass,
        })}
        {errors[name] ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-800">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadCommentRules()}
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl sm:text-3xl">
        {t.heading}
      </h2>
      <p className="mt-2 text-base text-ink-700">{t.intro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {field("message", t.comment, (props) => (
          <textarea {...props} dir="auto" rows={5} maxLength={textMax.comment} onChange={() => clearError("message")} />
        ))}
        {field("name", t.name, (props) => (
          <input {...props} dir="auto" type="text" autoComplete="name" maxLength={textMax.personName} onChange={() => clearError("name")} />
        ))}
        {field("email", t.email, (props) => (
          <input
            {...props}
            dir="auto"
            type="email"
            autoComplete="email"
            maxLength={textMax.email}
            onChange={(event) => {
              clearError("email");
              setHasEmail(event.currentTarget.value.trim() !== "");
            }}
          />
        ))}
        {field("mobile", t.mobile, (props) => (
          <input {...props} dir="auto" type="tel" inputMode="tel" autoComplete="tel" maxLength={textMax.phone} onChange={() => clearError("mobile")} />
        ))}
      </div>
      {hasEmail ? (
        <div className="mt-5 flex items-start gap-3">
          <input
            id={`${id}-notify`}
            name="notifyReply"
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-accent-700"
            aria-describedby={`${id}-notify-note`}
          />
          <div>
            <label htmlFor={`${id}-notify`} className="text-base font-medium text-ink-900">
              {t.notifyReply}
            </label>
            <p id={`${id}-notify-note`} className="text-sm text-ink-700">
              {t.notifyReplyNote}
            </p>
          </div>
        </div>
      ) : null}
      {/* People never see this field; bots that fill it are answered as usual and ignored. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t.website}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={submitting || !hydrated}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-700 px-7 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-accent-800 disabled:cursor-wait disabled:bg-accent-600"
        >
          {submitting ? forms.submitting : t.post}
        </button>
        <p role="status" aria-live="polite" className={status === "error" ? "text-base font-medium text-red-800" : "text-base font-medium text-accent-700"}>
          {status === "success" || status === "urgent" ? t.thanks : status === "error" ? t.failed : ""}
        </p>
      </div>
      <PrivacyConsent className="mt-3" />
      {status === "urgent" ? (
        <div role="alert" className="mt-4">
          <p className="font-medium text-ink-900">{t.urgent}</p>
          <CrisisLine className="mt-3" />
        </div>
      ) : null}
    </form>
  );
}

type FieldProps = {
  id: string;
  name: Field;
  required: true;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};
