import { type FormEvent, useRef, useState } from "react";
import { createMedia, updateMedia, uploadMediaImage } from "#app/lib/admin/media.ts";
import type { WireMedia } from "#app/contract/shapes.ts";
import { textLimits } from "#app/lib/admin/field-constraints.ts";
import { fieldErrors, mediaInput } from "#app/lib/schemas.ts";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { Modal } from "#app/components/admin/modal.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";

type MediaFormProps = {
  /** Null adds a new item. */
  media: WireMedia | null;
  onSaved: () => void;
  onClose: () => void;
};

/** Add a gallery item (title and image required) or edit one (title required; a new image optional). */
export function MediaForm({ media, onSaved, onClose }: MediaFormProps) {
  const [title, setTitle] = useState(media?.title ?? "");
  const [description, setDescription] = useState(media?.description ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  async function requestClose() {
    if (saving) return;
    const changed = title !== (media?.title ?? "") || description !== (media?.description ?? "") || file !== null;
    if (
      changed &&
      !(await confirm({
        title: "Discard changes?",
        text: "What you entered has not been saved.",
        confirmLabel: "Discard changes",
        cancelLabel: "Keep editing",
      }))
    ) {
      return;
    }
    onClose();
  }

  async function upload(id: string, image: File) {
    setProgress(0);
    const uploaded = await uploadMediaImage(id, image, setProgress);
    setProgress(null);
    return uploaded;
  }

  async function add() {
    if (!title.trim() || !file) {
      notify("error", "Please enter title and select image!", { inDialog: true });
      setErrors({ ...(title.trim() ? {} : { title: "Please enter a title" }), ...(file ? {} : { image: "Please select an image" }) });
      return;
    }
    const parsed = mediaInput.safeParse({ title, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    const created = await createMedia(parsed.data);
    if (!created.ok) {
      setSaving(false);
      notifyFailure(created, "Failed to upload media", { inDialog: true });
      if (created.errors) setErrors(created.errors);
      return;
    }
    const id = created.data?._id;
    if (!id) {
      setSaving(false);
      notify("error", "Media ID missing", { inDialog: true });
      return;
    }
    const uploaded = await upload(id, file);
    setSaving(false);
    if (uploaded.ok) notify("success", "Media uploaded successfully!");
    else notifyFailure(uploaded, "Failed to upload media");
    onSaved();
  }

  async function update(current: WireMedia) {
    if (!title.trim()) {
      notify("error", "Title cannot be empty!", { inDialog: true });
      setErrors({ title: "Title cannot be empty!" });
      return;
    }
    const parsed = mediaInput.safeParse({ title, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    const updated = await updateMedia(current._id, parsed.data);
    const uploaded = updated.ok && file ? await upload(current._id, file) : updated;
    setSaving(false);
    if (!uploaded.ok) {
      notifyFailure(uploaded, "Failed to update", { inDialog: true });
      if (uploaded.errors) setErrors(uploaded.errors);
      return;
    }
    notify("success", "Media updated successfully!");
    onSaved();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (media) void update(media);
    else void add();
  }

  return (
    <Modal open title={media ? "Edit media" : "Add media"} onDismiss={requestClose} size="form" initialFocus={titleRef}>
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={saving || undefined}>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5">
          <TextField
            inputRef={titleRef}
            label="Title"
            value={title}
            onChange={setTitle}
            error={errors.title}
            {...textLimits(mediaInput, ["title"])}
            disabled={saving}
          />
          <TextField
            label="Description"
            hint="Optional."
            value={description}
            onChange={setDescription}
            error={errors.description}
            {...textLimits(mediaInput, ["description"])}
            rows={4}
            disabled={saving}
          />
          <ImageField
            label={media ? "Replace image" : "Image"}
            file={file}
            onFileChange={(chosen) => {
              setFile(chosen);
              if (chosen) setErrors(({ image: _answered, ...others }) => others);
            }}
            currentUrl={media?.image || undefined}
            progress={progress}
            required={!media}
            disabled={saving}
            error={errors.image}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-sand-200 bg-white px-5 py-3 sm:flex sm:justify-end">
          <button type="button" className={buttonClass("secondary")} onClick={requestClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={saving}>
            {saving ? (progress !== null ? `Uploading… ${progress}%` : "Saving...") : media ? "Save changes" : "Add media"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
