import { type FormEvent, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { OriginalChanges } from "#app/components/admin/blog/original-changes.tsx";
import { TranslationStates, languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { notify, notifyFailure, notifyUndoable } from "#app/components/admin/toasts.ts";
import { cardClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type Lang, languages } from "#app/i18n/languages.ts";
import { type AdminBlog, createTranslation, dismissOutdated, saveReview, undoDismissal } from "#app/lib/admin/blogs.ts";
import { changesWord, compareOriginal } from "#app/lib/admin/original-changes.ts";
import type { WireTranslationSource } from "#app/contract/shapes.ts";

type PanelProps = { blog: AdminBlog; source: WireTranslationSource | undefined; onChanged: () => Promise<unknown> };

/**
 * A post's languages on its page. An original lists its translations and starts a new one; a translation names its
 * original, shows what changed in it since the translation was made (with the mark's dismissal) and who reviewed it.
 */
export function TranslationsPanel({ blog, source, onChanged }: PanelProps) {
  return (
    <section aria-labelledby="translations-heading" className={`${cardClass} mt-6 space-y-4 p-5`}>
      <h2 id="translations-heading" className="text-xl font-semibold">
        {blog.translationOf ? `${languageNames[blog.lang]} translation` : "Translations"}
      </h2>
      <TranslationStates group={blog.translations ?? []} current={blog._id} />
      {blog.translationOf ? <TranslationOf blog={blog} source={source} onChanged={onChanged} /> : <StartTranslation blog={blog} />}
    </section>
  );
}

function StartTranslation({ blog }: { blog: AdminBlog }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Lang | null>(null);
  const missing = languages.filter((lang) => lang !== blog.lang && !(blog.translations ?? []).some((member) => member.lang === lang));
  if (missing.length === 0) return <p className="text-ink-700">This post is translated into every language of the site.</p>;

  async function translate(lang: Lang) {
    setBusy(lang);
    const result = await createTranslation(blog, lang);
    setBusy(null);
    if (result.ok) {
      notify("success", `${languageNames[lang]} draft created from the original's text: translate it beside the original.`);
      navigate(`/admin/blogs/${result.data._id}?edit=1`);
      return;
    }
    notifyFailure(result, "Failed to start the translation");
    const existing = (result.data as { blog?: { _id?: string } } | undefined)?.blog?._id;
    if (result.status === 409 && existing) navigate(`/admin/blogs/${existing}`);
  }

  return (
    <div>
      <p className="text-ink-700">A translation starts as a draft with this post's text, which you replace with your own translation.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {missing.map((lang) => (
          <button key={lang} type="button" className={buttonClass("secondary")} disabled={busy !== null} onClick={() => translate(lang)}>
            {busy === lang ? "Starting..." : `Translate into ${languageNames[lang]}`}
          </button>
        ))}
      </div>
    </div>
  );
}

function TranslationOf({ blog, source, onChanged }: PanelProps) {
  return (
    <>
      {source ? (
        <p>
          Translated from the {languageNames[source.original.lang]} post{" "}
          <Link to={`/admin/blogs/${source.original._id}`} className="font-medium text-accent-700 underline underline-offset-4">
            {source.original.title}
          </Link>
          {blog.sourceRevision === null ? null : ` (its revision ${blog.sourceRevision})`}.
        </p>
      ) : null}
      {blog.outdated && source ? <OutdatedMark blog={blog} source={source} onChanged={onChanged} /> : null}
      <ReviewForm blog={blog} onChanged={onChanged} />
    </>
  );
}

/**
 * The mark, with every change of the original first, in its order and in the flow of the page; "Mark as up to date"
 * says how many changes it dismisses, asks, and can be undone from its toast (or the activity log).
 */
function OutdatedMark({ blog, source, onChanged }: PanelProps & { source: WireTranslationSource }) {
  const confirm = useConfirm();
  const [dismissing, setDismissing] = useState(false);
  const comparison = useMemo(() => (source.madeFrom ? compareOriginal(source.madeFrom, source.original) : null), [source]);
  const changes = comparison ? changesWord(comparison.count) : "the original's changes";
  const language = languageNames[blog.lang];

  async function undo(dismissalId: string) {
    const result = await undoDismissal(dismissalId);
    if (!result.ok) return notifyFailure(result, result.status === 404 ? result.message : "Failed to undo; try again from the activity log");
    notify("success", "Marked as outdated again");
    await onChanged();
  }

  async function dismiss() {
    const confirmed = await confirm({
      title: "Mark as up to date?",
      text: `This dismisses ${changes} without changing the ${language} text: its readers will not get ${comparison?.count === 1 ? "it" : "them"} until you translate ${comparison?.count === 1 ? "it" : "them"}. You can undo this from the message that follows or from the activity log.`,
      confirmLabel: comparison ? `Dismiss ${changes}` : "Mark as up to date",
      cancelLabel: "Keep it outdated",
    });
    if (!confirmed) return;
    setDismissing(true);
    const result = await dismissOutdated(blog._id);
    setDismissing(false);
    if (!result.ok) return notifyFailure(result, "Failed to mark the translation as up to date");
    const { dismissal } = result.data;
    if (dismissal) notifyUndoable(`Marked as up to date: ${changes} dismissed.`, () => undo(dismissal._id));
    else notify("success", "Marked as up to date");
    await onChanged();
  }

  return (
    <div role="status" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-amber-950">Outdated: the original has changed since this translation was made{comparison ? ` (${changes})` : ""}.</p>
      {comparison ? <OriginalChanges comparison={comparison} lang={source.original.lang} /> : null}
      <p className="text-ink-700">
        Translate {comparison?.count === 1 ? "it" : "them"} in the editor and tick “Changes carried over” as you save: saving alone keeps this mark. When a
        change needs no new words, dismiss it here.
      </p>
      <button type="button" className={buttonClass("secondary")} onClick={dismiss} disabled={dismissing}>
        {dismissing ? "Saving..." : "Mark as up to date"}
      </button>
    </div>
  );
}

/** "Reviewed by {name} on {date}", shown on the translation's page once both are given. */
function ReviewForm({ blog, onChanged }: Omit<PanelProps, "source">) {
  const [name, setName] = useState(blog.reviewedBy);
  const [day, setDay] = useState(blog.reviewedOn ?? "");
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await saveReview(blog, name.trim(), day === "" ? null : day);
    setSaving(false);
    if (!result.ok) return notifyFailure(result, "Failed to save the review");
    notify("success", "Review saved");
    await onChanged();
  }
  return (
    <form onSubmit={submit} className="grid gap-4 border-t border-sand-200 pt-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <TextField label="Reviewed by" hint="Shown on the translation's page with the day." value={name} onChange={setName} maxLength={200} disabled={saving} />
      <div>
        <label htmlFor="reviewed-on" className={fieldLabelClass}>
          Reviewed on
        </label>
        <input id="reviewed-on" type="date" value={day} onChange={(event) => setDay(event.target.value)} disabled={saving} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass("secondary")} disabled={saving}>
        {saving ? "Saving..." : "Save review"}
      </button>
    </form>
  );
}
