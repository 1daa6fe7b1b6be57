import { useState } from "react";
import type { ImageInfo } from "#app/lib/domain.ts";
import { uploadPracticeImage } from "#app/lib/admin/practice.ts";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";

type PracticeImageProps = {
  label: string;
  currentUrl: string;
  error?: string;
  disabled: boolean;
  /** The stored image; the draft points at it, and the save makes that public. */
  onUploaded: (image: ImageInfo) => void;
};

/** A portrait or photo: uploaded through the image pipeline as soon as it is chosen, shown on the site after saving. */
export function PracticeImage({ label, currentUrl, error, disabled, onUploaded }: PracticeImageProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function choose(chosen: File | null) {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    const uploaded = await uploadPracticeImage(chosen, setProgress);
    setProgress(null);
    if (!uploaded.ok) {
      setFile(null);
      notifyFailure(uploaded, uploaded.message || "The image could not be uploaded");
      return;
    }
    onUploaded(uploaded.data.image);
    setFile(null);
    notify("success", "Image uploaded. Save to show it on the site.");
  }

  return (
    <ImageField
      label={label}
      file={file}
      onFileChange={(chosen) => void choose(chosen)}
      currentUrl={currentUrl}
      progress={progress}
      disabled={disabled || progress !== null}
      error={error}
    />
  );
}
