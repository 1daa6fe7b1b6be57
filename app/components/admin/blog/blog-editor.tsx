import { type FormEvent, useEffect, useRef, useState } from "react";
import { AutosaveStatus } from "#app/components/admin/blog/autosave-status.tsx";
import { ConflictPanel } from "#app/components/admin/blog/conflict-panel.tsx";
import { HistoryPanel } from "#app/components/admin/blog/history-panel.tsx";
import { PreviewLink } from "#app/components/admin/blog/preview-link.tsx";
import { useAutosave } from "#app/components/admin/blog/use-autosave.ts";
import {
  type BlogEditorCopy,
  type DraftContent,
  contentOfBlog,
  draftContent,
  draftOf,
  draftOfContent,
  parseDraft,
  sameContent,
} from "#app/lib/admin/blog-draft.ts";
import { type CoverUpload, addressTakeoverFrom, conflictingBlog } from "#app/lib/admin/blogs.ts";
import { type KeptDraft, forgetDraft, keptDraft } from "#app/lib/admin/draft-store.ts";
import { type BlogSaveMessages, type SaveOutcome, messageFor, saveBlog } from "#app/lib/admin/save-blog.ts";
import { indiaTime } from "#app/lib/dates.ts";
import { textLimits } from "#app/lib/admin/field-constraints.ts";
import { type BlogInput, blogInput } from "#app/lib/schemas.ts";
import { slugMaxLength } from "#app/lib/slug.ts";
import type { WireBlog, WireTranslationSource } from "#app/contract/shapes.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { OriginalSections, WithOriginal } from "#app/components/admin/blog/original-text.tsx";
import {
  CarriedOver,
  ChangesSummary,
  originalSearchField,
  OriginalTitle,
  untranslatedWarning,
  useTranslationGuide,
} from "#app/components/admin/blog/translation-guide.tsx";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { Modal } from "#app/components/admin/modal.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SectionsEditor } from "#app/components/admin/blog/sections-editor.tsx";

type BlogEditorProps = {
  /** Null creates a new blog. */
  blog: WireBlog | null;
  /** A translation's original, shown field by field (with its changes first, when the translation is outdated). */
  source?: WireTranslationSource;
  /** A modal over the list, or the whole page (/admin/blogs/new). */
  presentation: "dialog" | "page";
  messages: BlogSaveMessages;
  coverUpload: CoverUpload;
  onSaved: (outcome: Exclude<SaveOutcome, { kind: "failed" }>) => void;
  onClose: () => void;
};

/** What the editor opens with: the stored post, or the text this browser kept of it when the server lacks that text. */
function openingDraft(blog: WireBlog | null): { stored: DraftContent; draft: BlogEditorCopy; kept: KeptDraft | null } {
  const stored = draftContent(draftOf(blog));
  const kept = typeof window === "undefined" ? null : keptDraft(blog?._id ?? null);
  if (!kept || sameContent(kept.content, stored)) return { stored, draft: draftOfContent(stored), kept: null };
  return { stored, draft: draftOfContent(kept.content), kept };
}

/**
 * Every field of a blog, its sections and its cover. Saves by itself a few seconds after the typing stops (an
 * existing post), keeps the text in the browser until the server has it, shows a conflict with a change made
 * elsewhere, lists the post's history, and asks before throwing away unsaved changes.
 */
/** The fields search engines and shares show, each flagged while a translation still has the original's words. */
const searchFields: readonly { field: "metatitle" | "metadescription" | "keywords"; name: string; label: string; hint: string; rows?: number }[] = [
  { field: "metatitle", name: "meta title", label: "Meta title", hint: "Shown as the title in search results; the blog title is used when empty." },
  {
    field: "metadescription",
    name: "meta description",
    label: "Meta description",
    hint: "One or two sentences for search results and the blog list.",
    rows: 3,
  },
  { field: "keywords", name: "keywords", label: "Keywords", hint: "Separated by commas." },
];

export function BlogEditor({ blog, source, presentation, messages, coverUpload, onSaved, onClose }: BlogEditorProps) {
  const postId = blog?._id ?? null;
  const [opening] = useState(() => openingDraft(blog));
  const [draft, setDraft] = useState<BlogEditorCopy>(opening.draft);
  const [restoredFrom, setRestoredFrom] = useState<KeptDraft | null>(opening.kept);
  const [view, setView] = useState<"edit" | "history">("edit");
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const outdated = blog?.outdated ?? false;
  const guide = useTranslationGuide(source, outdated);
  const [carriedOver, setCarriedOver] = useState(false);
  // A kept draft carries the revision it was based on: a change stored since then meets the conflict screen.
  const autosave = useAutosave({
    postId,
    draft,
    stored: { content: opening.stored, revision: opening.kept?.revision ?? blog?.revision ?? null },
    enabled: !saving,
  });

  // A kept draft's revision belongs to the text it started from, not to the stored text: it never follows the page.
  const { followStored } = autosave;
  useEffect(() => {
    if (blog && !opening.kept) followStored(blog);
  }, [blog, opening.kept, followStored]);

  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function set<Field extends keyof BlogEditorCopy>(field: Field, value: BlogEditorCopy[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  async function requestClose() {
    if (saving) return;
    const changed = autosave.isDirty() || cover !== null;
    if (
      changed &&
      !(await confirm({
        title: "Discard changes?",
        text: "Your changes to this blog have not been saved.",
        confirmLabel: "Discard changes",
        cancelLabel: "Keep editing",
      }))
    ) {
      return;
    }
    forgetDraft(postId);
    onClose();
  }

  /** Puts stored text in the editor (a restored revision, the other version at a conflict) as what the server has. */
  function replaceWithStored(stored: WireBlog) {
    const content = contentOfBlog(stored);
    setDraft(draftOfContent(content));
    autosave.markStored(stored, content);
  }

  function discardKept() {
    if (!restoredFrom) return;
    setRestoredFrom(null);
    setDraft(draftOfContent(opening.stored));
    forgetDraft(postId);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    await save(parsed.input);
  }

  async function save(input: BlogInput) {
    setSaving(true);
    if (cover) setProgress(0);
    const outcome = await saveBlog({
      blogId: postId,
      input,
      revision: autosave.revision(),
      cover,
      coverUpload,
      onProgress: setProgress,
      carriedOver: outdated && carriedOver,
    });
    setSaving(false);
    setProgress(null);
    if (outcome.kind === "failed") {
      const other = conflictingBlog(outcome.failure);
      if (other) {
        autosave.showConflict(other);
        return;
      }
      const formerOwner = addressTakeoverFrom(outcome.failure);
      if (formerOwner) {
        const takeOver = await confirm({
          title: "Take over this address?",
          text: `/blogs/${input.slug} was the address of “${formerOwner.title}” before. Links to it from other sites, searches and shares would open this post instead.`,
          confirmLabel: "Take over the address",
          cancelLabel: "Keep editing",
        });
        if (takeOver) return save({ ...input, confirmAddressTakeover: true });
        setErrors(outcome.failure.errors ?? {});
        return;
      }
      notifyFailure(outcome.failure, messages.failed, { inDialog: true });
      if (outcome.failure.errors) setErrors(outcome.failure.errors);
      return;
    }
    forgetDraft(postId);
    const { text, success } = messageFor(outcome, messages);
    notify(success ? "success" : "warning", text);
    onSaved(outcome);
  }

  const hasErrors = Object.keys(errors).length > 0;
  const submitLabel = blog ? "Save changes" : "Create blog";
  const form = (
    <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={saving || undefined}>
      <div className={presentation === "dialog" ? "min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5" : "space-y-5"}>
        {postId ? (
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => setView(view === "history" ? "edit" : "history")}
              aria-pressed={view === "history"}
            >
              History
            </button>
            <PreviewLink postId={postId} inDialog={presentation === "dialog"} />
          </div>
        ) : null}
        {view === "history" && postId ? (
          <HistoryPanel
            postId={postId}
            current={draftContent(draft)}
            onRestored={(restored) => {
              replaceWithStored(restored);
              setView("edit");
            }}
            onClose={() => setView("edit")}
          />
        ) : null}
        <div hidden={view === "history"}>
          <div className="space-y-5">
            {guide && outdated ? <ChangesSummary guide={guide} /> : null}
            {autosave.state.kind === "conflict" ? (
              <ConflictPanel
                mine={draftContent(draft)}
                other={autosave.state.stored}
                onKeepMine={() => autosave.state.kind === "conflict" && autosave.keepMine(autosave.state.stored)}
                onTakeOther={() => autosave.state.kind === "conflict" && replaceWithStored(autosave.state.stored)}
              />
            ) : null}
            {restoredFrom ? (
              <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3">
                <p>Your unsaved changes from {indiaTime(restoredFrom.keptAt)} were brought back from this device.</p>
                <button type="button" className={buttonClass("secondary")} onClick={discardKept}>
                  Discard them
                </button>
              </div>
            ) : null}
            {hasErrors ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900">
                Please correct the fields marked below.
              </p>
            ) : null}
            <WithOriginal original={guide ? <OriginalTitle guide={guide} /> : null}>
              <TextField
                inputRef={titleRef}
                label="Title"
                value={draft.title}
                onChange={(value) => set("title", value)}
                error={errors.title}
                {...textLimits(blogInput, ["title"])}
                disabled={saving}
              />
            </WithOriginal>
            <TextField
              label="Address"
              hint={
                postId
                  ? `The end of the post's web address, ${pathIn(blog?.lang ?? "en", "/blogs/")}… . Links to an earlier address keep working.`
                  : "The end of the post's web address, /blogs/… . Leave it empty to make one from the title."
              }
              value={draft.slug}
              onChange={(value) => set("slug", value.toLowerCase())}
              error={errors.slug}
              maxLength={slugMaxLength}
              disabled={saving}
              autoComplete="off"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Category"
                value={draft.category}
                onChange={(value) => set("category", value)}
                error={errors.category}
                {...textLimits(blogInput, ["category"])}
                disabled={saving}
              />
              <TextField
                label="Author"
                value={draft.author}
                onChange={(value) => set("author", value)}
                error={errors.author}
                {...textLimits(blogInput, ["author"])}
                disabled={saving}
              />
            </div>
            <ImageField
              label="Cover image"
              file={cover}
              onFileChange={setCover}
              currentUrl={blog?.coverimage || undefined}
              progress={progress}
              disabled={saving}
            />
            <SectionsEditor
              sections={draft.sections}
              onChange={(sections) => set("sections", sections)}
              errors={errors}
              disabled={saving}
              blogId={postId}
              original={(index, count) => {
                const slots = guide?.sectionSlots(index, count) ?? [];
                return guide && slots.length > 0 ? <OriginalSections slots={slots} lang={guide.source.original.lang} anchor={guide.anchor} /> : null;
              }}
              after={
                guide ? <OriginalSections slots={guide.trailingSlots(draft.sections.length)} lang={guide.source.original.lang} anchor={guide.anchor} /> : null
              }
            />
            <fieldset className="space-y-5">
              <legend className="text-lg font-semibold">Search engines and sharing</legend>
              {searchFields.map(({ field, name, label, hint, rows }) => (
                <WithOriginal key={field} original={originalSearchField(guide, field, name)}>
                  <TextField
                    label={label}
                    hint={hint}
                    value={draft[field]}
                    onChange={(value) => set(field, value)}
                    error={errors[field]}
                    warning={untranslatedWarning(guide, draft[field], source?.original[field] ?? "")}
                    {...textLimits(blogInput, [field])}
                    rows={rows}
                    disabled={saving}
                  />
                </WithOriginal>
              ))}
            </fieldset>
            {guide && outdated ? <CarriedOver count={guide.comparison.count} checked={carriedOver} onChange={setCarriedOver} disabled={saving} /> : null}
          </div>
        </div>
      </div>
      {/*
        One row, even on a phone, so the fields keep the room the keyboard leaves: the status takes what the two buttons
        leave and wraps there; History and Preview are at the top of the form.
      */}
      <div className={`flex items-center gap-3 ${presentation === "dialog" ? "border-t border-sand-200 bg-white px-5 py-3" : "mt-8"}`}>
        <div className="min-w-0 flex-1">
          <AutosaveStatus state={autosave.state} />
        </div>
        <button type="button" className={buttonClass("secondary", "shrink-0")} onClick={requestClose} disabled={saving}>
          {autosave.isDirty() || cover ? "Cancel" : "Close"}
        </button>
        <button type="submit" className={buttonClass("primary", "shrink-0")} disabled={saving}>
          {saving ? (progress !== null ? `Uploading… ${progress}%` : "Saving...") : submitLabel}
        </button>
      </div>
    </form>
  );

  if (presentation === "page") return form;
  return (
    <Modal open title={blog ? "Edit blog" : "New blog"} onDismiss={requestClose} size={source ? "wide" : "form"} initialFocus={titleRef}>
      {form}
    </Modal>
  );
}
