import { useId, useRef, useState } from "react";
import { ProgressBar } from "#app/components/admin/progress-bar.tsx";
import { FieldLabel } from "#app/components/admin/text-field.tsx";
import { fieldErrorClass, fieldHintClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { isUsableImage, isWithinImageLimit } from "#app/lib/admin/upload.ts";
import { uploadPostPicture } from "#app/lib/admin/blogs.ts";
import { pictureDescriptionMaxLength, pictureMarkdown, withPicture } from "#app/lib/admin/picture-markdown.ts";
import { imageUpload } from "#app/lib/rules.ts";

type InsertPictureProps = {
  /** The saved post the picture belongs to; null for a post not yet created, which cannot take pictures yet. */
  blogId: string | null;
  /** "Section 2", for the labels. */
  sectionName: string;
  /** The section's text field, whose cursor says where the picture goes. */
  textarea: () => HTMLTextAreaElement | null;
  text: string;
  onTextChange: (text: string) => void;
  disabled: boolean;
};

/**
 * "Insert picture" for one section: choose a file, describe it (the alt text is required: a reader who cannot see it
 * hears it), upload it, and `![description](url)` goes in at the cursor of the section's text.
 */
export function InsertPicture({ blogId, sectionName, textarea, text, onTextChange, disabled }: InsertPictureProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  // Where the cursor was when the panel opened: focus moves into the panel, the textarea keeps its selection anyway.
  const selection = useRef<{ start: number; end: number } | null>(null);

  if (!blogId) {
    return <p className={fieldHintClass}>Save the post once to add pictures to its sections.</p>;
  }
  const postId = blogId;

  function toggle() {
    const field = textarea();
    selection.current = field ? { start: field.selectionStart, end: field.selectionEnd } : null;
    setOpen((wasOpen) => !wasOpen);
    setError("");
  }

  function reset() {
    setFile(null);
    setAlt("");
    setProgress(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  async function insert() {
    if (!file) return setError("Please choose a picture.");
    if (!isUsableImage(file)) return setError(`Please choose an image file (${imageUpload.formatsText}).`);
    if (!isWithinImageLimit(file)) return setError(`That image is larger than ${imageUpload.sizeText}. Please choose a smaller one.`);
    if (alt.trim() === "") return setError("Please describe the picture for readers who cannot see it.");
    setError("");
    setProgress(0);
    const result = await uploadPostPicture(postId, file, setProgress);
    setProgress(null);
    if (!result.ok) {
      if (!result.sessionEnded) setError(result.message || "The picture could not be uploaded. Please check the connection and try again.");
      return;
    }
    const at = selection.current ?? { start: text.length, end: text.length };
    const next = withPicture(text, at.start, at.end, pictureMarkdown(alt, result.data.url));
    onTextChange(next.text);
    reset();
    setOpen(false);
    // Back to the text, just after the picture, once React has put the new text in.
    requestAnimationFrame(() => {
      const field = textarea();
      field?.focus();
      field?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  const uploading = progress !== null;
  return (
    <div>
      <button type="button" className={buttonClass("secondary")} aria-expanded={open} aria-controls={`${id}-panel`} disabled={disabled} onClick={toggle}>
        Insert picture
      </button>
      {open ? (
        <fieldset id={`${id}-panel`} className="mt-3 space-y-4 rounded-lg border border-sand-200 bg-white p-4">
          <legend className="sr-only">Insert a picture into {sectionName}</legend>
          <div>
            <FieldLabel htmlFor={`${id}-file`} label="Picture" required />
            <p id={`${id}-file-hint`} className={fieldHintClass}>
              {imageUpload.formatsText}, up to {imageUpload.sizeText}. It goes in where the cursor is in the text.
            </p>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept="image/*"
              disabled={uploading}
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              className="mt-1 block w-full text-ink-700 file:mr-4 file:min-h-11 file:rounded-lg file:border-0 file:bg-accent-50 file:px-4 file:py-2 file:font-medium file:text-accent-800 hover:file:bg-accent-100"
            />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-alt`} label="Description (alt text)" required />
            <p id={`${id}-alt-hint`} className={fieldHintClass}>
              What the picture shows, for readers who cannot see it.
            </p>
            <input
              id={`${id}-alt`}
              type="text"
              value={alt}
              maxLength={pictureDescriptionMaxLength}
              required
              disabled={uploading}
              aria-describedby={`${id}-alt-hint`}
              onChange={(event) => setAlt(event.target.value)}
              // Enter inserts the picture rather than submitting the whole post.
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                void insert();
              }}
              className={inputClass}
            />
          </div>
          {error ? (
            <p role="alert" className={fieldErrorClass}>
              {error}
            </p>
          ) : null}
          {uploading ? <ProgressBar percent={progress} label="Uploading picture" /> : null}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass("primary")} disabled={uploading} onClick={insert}>
              {uploading ? "Uploading…" : "Upload and insert"}
            </button>
            <button
              type="button"
              className={buttonClass("quiet")}
              disabled={uploading}
              onClick={() => {
                reset();
                setError("");
                setOpen(false);
              }}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
