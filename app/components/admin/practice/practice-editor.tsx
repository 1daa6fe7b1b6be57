import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useRevalidator } from "react-router";
import { adminApi } from "#app/lib/admin/http.ts";
import { type Path, pathKey, withValueAt } from "#app/lib/admin/practice-draft.ts";
import { practiceSchema } from "#app/lib/practice-document.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { fieldErrors } from "#app/lib/schemas.ts";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { ExternalLinkIcon } from "#app/components/ui/icons.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { PracticeFormProvider, PracticeSection } from "#app/components/admin/practice/practice-form.tsx";
import { practiceSectionTable, sectionOfPath } from "#app/components/admin/practice/practice-section-table.tsx";

const correctFields = "Please correct the fields marked below.";

/** The whole practice document in one form, saved whole; leaving with unsaved changes asks first. */
export function PracticeEditor({ initial }: { initial: Practice }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [showSummary, setShowSummary] = useState(0);
  const revalidator = useRevalidator();
  const confirm = useConfirm();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const set = useCallback((path: Path, value: unknown) => {
    setDraft((current) => withValueAt(current, path, value));
    setErrors((current) => {
      const key = pathKey(path);
      if (!(key in current)) return current;
      const { [key]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({
      title: "Leave without saving?",
      text: "Your changes to the practice have not been saved.",
      confirmLabel: "Leave",
      cancelLabel: "Stay",
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  useEffect(() => {
    if (showSummary > 0) summaryRef.current?.focus();
  }, [showSummary]);

  function refuse(messages: Record<string, string>) {
    setErrors(messages);
    setShowSummary((count) => count + 1);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = practiceSchema.safeParse(draft);
    if (!parsed.success) {
      refuse(fieldErrors(parsed.error));
      notify("error", correctFields);
      return;
    }
    setSaving(true);
    const result = await adminApi.practice.replace(parsed.data);
    setSaving(false);
    if (!result.ok) {
      if (result.errors) refuse(result.errors);
      notifyFailure(result, result.status === 400 ? correctFields : "The practice could not be saved. Please try again.");
      return;
    }
    setSaved(result.data);
    setDraft(result.data);
    setErrors({});
    notify("success", "Practice details saved");
    // The shell and the site read the document from the root loader.
    void revalidator.revalidate();
  }

  async function discard() {
    if (
      await confirm({
        title: "Discard changes?",
        text: "Everything you changed since the last save goes back.",
        confirmLabel: "Discard changes",
        cancelLabel: "Keep editing",
      })
    ) {
      setDraft(saved);
      setErrors({});
    }
  }

  const errorEntries = Object.entries(errors);
  const savedIds = saved.clinics.map((clinic) => clinic.id);
  return (
    <PracticeFormProvider value={{ draft, set, errors, disabled: saving }}>
      <PageHeader
        title="Practice"
        description="The doctor, clinics, fees, timings and everything else the site says about the practice."
        actions={
          <a href="/" target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
            <ExternalLinkIcon size={20} />
            Preview the site<span className="sr-only"> (saved version, opens in a new tab)</span>
          </a>
        }
      />
      <nav aria-label="Practice sections" className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1 md:flex-wrap">
          {practiceSectionTable.map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-sand-200 bg-white px-4 font-medium hover:bg-accent-50"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form onSubmit={save} noValidate aria-busy={saving || undefined} aria-label="Practice details">
        {errorEntries.length > 0 ? (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="mb-6 rounded-2xl border border-red-200 bg-red-50 p-4 focus:outline-none sm:p-5">
            <p className="font-semibold text-red-900">
              {errorEntries.length === 1 ? "One field needs attention" : `${errorEntries.length} fields need attention`}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
              {errorEntries.slice(0, 8).map(([path, message]) => (
                <li key={path}>{[sectionOfPath(path)?.title, message].filter(Boolean).join(": ")}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="space-y-6">
          {practiceSectionTable.map(({ id, title, description, Body }) => (
            <PracticeSection key={id} id={id} title={title} description={description}>
              <Body savedIds={savedIds} />
            </PracticeSection>
          ))}
        </div>
        <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <div className="flex flex-wrap items-center justify-end gap-3">
            <p role="status" className="mr-auto text-ink-700">
              {saving ? "Saving..." : dirty ? "Unsaved changes" : "All changes saved"}
            </p>
            {dirty ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => void discard()} disabled={saving}>
                Discard
              </button>
            ) : null}
            <button type="submit" className={buttonClass("primary")} disabled={saving || !dirty}>
              {saving ? "Saving..." : "Save changes"}
            </button>
          </div>
        </div>
      </form>
    </PracticeFormProvider>
  );
}
