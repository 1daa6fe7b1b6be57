import { useEffect, useId, useRef, useState } from "react";
import { formatBytes } from "#app/lib/bytes.ts";
import { isUsableImage, isWithinImageLimit } from "#app/lib/admin/upload.ts";
import { imageUpload } from "#app/lib/rules.ts";
import { ProgressBar } from "#app/components/admin/progress-bar.tsx";
import { fieldErrorClass, fieldHintClass } from "#app/components/admin/ui.ts";
import { FieldLabel } from "#app/components/admin/text-field.tsx";
import { FieldError } from "#app/components/admin/field-error.tsx";

type ImageFieldProps = {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The image already stored, shown until another is chosen. */
  currentUrl?: string;
  /** 0–100 while uploading, else null. */
  progress: number | null;
  required?: boolean;
  disabled?: boolean;
  /** A message from the form, e.g. that an image is required. */
  error?: string;
};

/** Choosing an image: image files only, never an empty one, with a preview and the upload's progress. */
export function ImageField({ label, file, onFileChange, currentUrl, progress, required = false, disabled = false, error: formError }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [choiceError, setChoiceError] = useState("");
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reject(message: string) {
    setChoiceError(message);
    if (inputRef.current) inputRef.current.value = "";
    onFileChange(null);
  }

  function choose(chosen: File | undefined) {
    if (!chosen) {
      onFileChange(null);
    } else if (!isUsableImage(chosen)) {
      reject(chosen.size === 0 ? "That file is empty. Please choose another image." : `Please choose an image file (${imageUpload.formatsText}).`);
    } else if (!isWithinImageLimit(chosen)) {
      reject(`That image is larger than ${imageUpload.sizeText}. Please choose a smaller one.`);
    } else {
      setChoiceError("");
      onFileChange(chosen);
    }
  }

  const shownUrl = previewUrl ?? currentUrl ?? "";
  const error = choiceError || formError;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <p id={`${id}-hint`} className={fieldHintClass}>
        {imageUpload.formatsText}, up to {imageUpload.sizeText}.
      </p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl border border-sand-200 bg-sand-100 sm:w-48">
          {shownUrl ? (
            <img src={shownUrl} alt={previewUrl ? "Preview of the chosen image" : "The current image"} className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-500">No image yet</div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            required={required}
            disabled={disabled}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
            className="block w-full text-ink-700 file:mr-4 file:min-h-11 file:rounded-lg file:border-0 file:bg-accent-50 file:px-4 file:py-2 file:font-medium file:text-accent-800 hover:file:bg-accent-100"
          />
          {file ? (
            <p className="mt-2 break-all text-ink-700">
              {file.name} · {formatBytes(file.size)}
            </p>
          ) : null}
          <FieldError id={`${id}-error`} error={error} className={fieldErrorClass} />
          {progress !== null ? <ProgressBar percent={progress} label="Uploading image" /> : null}
        </div>
      </div>
    </div>
  );
}
