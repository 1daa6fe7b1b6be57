import { useEffect, useRef, useState } from "react";
import { MediaPreviewDialog } from "#app/components/media/media-preview-dialog.tsx";
import type { MediaItem } from "#app/components/media/media-item.ts";
import { MediaTile } from "#app/components/media/media-tile.tsx";
import { useMessages } from "#app/i18n/catalogue.ts";

/** SPEC.md: 6 items first, 6 more per 'Load More', after a 0.7 s spinner. */
const mediaPageSize = 6;
const loadMoreDelayMs = 700;
/** The items of one gallery page (`/media?page=N`): four 'Load More's' worth, then the page links. */
export const galleryPageSize = 24;

export function MediaGallery({ items }: { items: MediaItem[] }) {
  const text = useMessages().media;
  const [shown, setShown] = useState(mediaPageSize);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstNewRef = useRef<HTMLButtonElement>(null);
  const focusFirstNewRef = useRef(false);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each 'Load More' has rendered its items (`shown` grew).
  useEffect(() => {
    // The button is gone once everything shows; focus then goes to the first item it brought.
    if (focusFirstNewRef.current) {
      focusFirstNewRef.current = false;
      firstNewRef.current?.focus();
    }
  }, [shown]);

  function loadMore() {
    if (loadingMore) return;
    setLoadingMore(true);
    timerRef.current = setTimeout(() => {
      const next = Math.min(shown + mediaPageSize, items.length);
      focusFirstNewRef.current = next >= items.length;
      setFirstNewIndex(shown);
      setShown(next);
      setLoadingMore(false);
      setAnnouncement(text.moreShown(next - shown, next, items.length));
    }, loadMoreDelayMs);
  }

  const visible = items.slice(0, shown);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {visible.map((item, index) => (
          <li key={item.id}>
            <MediaTile item={item} priority={index === 0} onOpen={setSelected} ref={index === firstNewIndex ? firstNewRef : undefined} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown < items.length ? (
        <div className="mt-12 flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            aria-disabled={loadingMore}
            className="inline-flex min-h-12 items-center justify-center gap-3 rounded-full border-2 border-accent-700 bg-white px-8 py-3 text-base font-semibold text-accent-700 transition-colors hover:bg-accent-50 aria-disabled:cursor-wait"
          >
            {loadingMore ? <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-accent-200 border-t-accent-700" /> : null}
            {loadingMore ? text.loading : text.loadMore}
          </button>
        </div>
      ) : null}
      <MediaPreviewDialog item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
