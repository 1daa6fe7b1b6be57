import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { type BlogDraft, draftOf, isDraftChanged, parseDraft } from "#app/lib/admin/blog-draft.ts";
import type { CoverUploadPath } from "#app/lib/admin/blogs.ts";
import { type BlogSaveMessages, type SaveOutcome, messageFor, saveBlog } from "#app/lib/admin/save-blog.ts";
import type { Blog } from "#app/lib/entities.ts";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { Modal } from "#app/components/admin/modal.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SectionsEditor } from "#app/components/admin/blog/sections-editor.tsx";

type BlogEditorProps = {
  /** Null creates a new blog. */
  blog: Blog | null;
  /** A modal over the list, or the whole page (/admin/blogs/new). */
  presentation: "dialog" | "page";
  messages: BlogSaveMessages;
  coverPath: CoverUploadPath;
  onSaved: (outcome: Exclude<SaveOutcome, { kind: "failed" }>) => void;
  onClose: () => void;
};

/** Every field of a blog, its sections and its cover; asks before throwing away unsaved changes. */
export function BlogEditor({ blog, presentation, messages, coverPath, onSaved, onClose }: BlogEditorProps) {
  const initial = useMemo(() => draftOf(blog), [blog]);
  const [draft, setDraft] = useState<BlogDraft>(initial);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function set<Field extends keyof BlogDraft>(field: Field, value: BlogDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  async function requestClose() {
    if (saving) return;
    const changed = isDraftChanged(draft, initial) || cover !== null;
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
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    if (cover) setProgress(0);
    const outcome = await saveBlog({ blogId: blog?._id ?? null, input: parsed.input, cover, coverPath, onProgress: setProgress });
    setSaving(false);
    setProgress(null);
    if (outcome.kind === "failed") {
      notifyFailure(outcome.failure, messages.failed, { inDialog: true });
      if (outcome.failure.errors) setErrors(outcome.failure.errors);
      return;
    }
    const { text, success } = messageFor(outcome, messages);
    notify(success ? "success" : "warning", text);
    onSaved(outcome);
  }

  const hasErrors = Object.keys(errors).length > 0;
  const submitLabel = blog ? "Save changes" : "Create blog";
  const form = (
    <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={saving || undefined}>
      <div className={presentation === "dialog" ? "min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5" : "space-y-5"}>
        {hasErrors ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-900">
            Please correct the fields marked below.
          </p>
        ) : null}
        <TextField
          inputRef={titleRef}
          label="Title"
          value={draft.title}
          onChange={(value) => set("title", value)}
          error={errors.title}
          required
          maxLength={200}
          disabled={saving}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Category"
            value={draft.category}
            onChange={(value) => set("category", value)}
            error={errors.category}
            maxLength={200}
            disabled={saving}
          />
          <TextField label="Author" value={draft.author} onChange={(value) => set("author", value)} error={errors.author} maxLength={200} disabled={saving} />
        </div>
        <ImageField label="Cover image" file={cover} onFileChange={setCover} currentUrl={blog?.coverimage || undefined} progress={progress} disabled={saving} />
        <SectionsEditor
          sections={draft.sections}
          onChange={(sections) => set("sections", sections)}
          errors={errors}
          disabled={saving}
          blogId={blog?._id ?? null}
        />
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold">Search engines and sharing</legend>
          <TextField
            label="Meta title"
            hint="Shown as the title in search results; the blog title is used when empty."
            value={draft.metatitle}
            onChange={(value) => set("metatitle", value)}
            error={errors.metatitle}
            maxLength={200}
            disabled={saving}
          />
          <TextField
            label="Meta description"
            hint="One or two sentences for search results and the blog list."
            value={draft.metadescription}
            onChange={(value) => set("metadescription", value)}
            error={errors.metadescription}
            maxLength={500}
            rows={3}
            disabled={saving}
          />
          <TextField
            label="Keywords"
            hint="Separated by commas."
            value={draft.keywords}
            onChange={(value) => set("keywords", value)}
            error={errors.keywords}
            maxLength={500}
            disabled={saving}
          />
        </fieldset>
      </div>
      <div className={`grid grid-cols-2 gap-3 sm:flex sm:justify-end ${presentation === "dialog" ? "border-t border-sand-200 bg-white px-5 py-3" : "mt-8"}`}>
        <button type="button" className={buttonClass("secondary")} onClick={requestClose} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={saving}>
          {saving ? (progress !== null ? `Uploading… ${progress}%` : "Saving...") : submitLabel}
        </button>
      </div>
    </form>
  );

  if (presentation === "page") return form;
  return (
    <Modal open title={blog ? "Edit blog" : "New blog"} onDismiss={requestClose} size="form" initialFocus={titleRef}>
      {form}
    </Modal>
  );
}
