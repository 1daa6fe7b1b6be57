import { useState } from "react";
import { Picture } from "#app/components/picture.tsx";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { ImageUnavailable } from "#app/components/media/image-unavailable.tsx";
import type { MediaItem } from "#app/components/media/media-item.ts";
import { useMessages } from "#app/i18n/catalogue.ts";

/** The full-size preview: closes on Escape, the close button and a click on the backdrop, and gives focus back to the tile. */
export function MediaPreviewDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { closePreview } = useMessages().media;
  const [failedId, setFailedId] = useState<string | null>(null);

  return (
    <ModalDialog
      open={item !== null}
      onDismiss={onClose}
      labelledBy="media-preview-title"
      className="m-auto max-h-[100dvh] w-full max-w-5xl bg-transparent p-0 backdrop:bg-ink-900/80 sm:p-6"
    >
      {item ? (
        <div className="relative overflow-hidden bg-white shadow-2xl sm:rounded-2xl">
          <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-3 sm:px-6">
            <div className="min-w-0">
              <h2 id="media-preview-title" className="text-xl sm:text-2xl">
                {item.title}
              </h2>
              {item.description ? <p className="mt-1 text-base text-ink-700">{item.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              // biome-ignore lint/a11y/noAutofocus: the dialog's first focus goes to its close button, as the dialog pattern asks.
              autoFocus
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sand-100 text-ink-900 hover:bg-sand-200"
            >
              <span className="sr-only">{closePreview}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div className="flex justify-center bg-ink-900">
            {failedId === item.id ? (
              <ImageUnavailable className="aspect-[4/3] w-full" />
            ) : (
              <Picture
                key={item.id}
                image={item.picture}
                alt={item.description ? `${item.title}: ${item.description}` : item.title}
                sizes="(min-width: 1024px) 1024px, 100vw"
                eager
                className="max-h-[75dvh] w-auto object-contain"
                onError={() => setFailedId(item.id)}
              />
            )}
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
