import type { WireMedia } from "#app/contract/shapes.ts";
import { formatDate } from "#app/lib/dates.ts";
import { PencilIcon, TrashIcon } from "#app/components/ui/icons.tsx";
import { LongText } from "#app/components/admin/long-text.tsx";
import { ImageOrPlaceholder } from "#app/components/admin/image-or-placeholder.tsx";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";

type MediaCardProps = { media: WireMedia; onEdit: () => void; onDelete: () => void; deleting: boolean };

export function MediaCard({ media, onEdit, onDelete, deleting }: MediaCardProps) {
  return (
    <article className={`${cardClass} flex w-full flex-col overflow-hidden`}>
      <ImageOrPlaceholder
        image={media.picture}
        alt={media.title}
        sizes="(min-width: 1280px) 22rem, (min-width: 640px) 45vw, 100vw"
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-semibold break-words">{media.title}</h2>
        {media.description ? <LongText text={media.description} limit={140} /> : <p className="text-ink-500">No description</p>}
        <p className="text-ink-700">Added {formatDate(media.createdAt)}</p>
        {media.image ? null : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">No image yet, so the gallery does not show it. Choose one with Edit.</p>
        )}
        <div className="mt-auto flex gap-3 pt-2">
          <button type="button" className={buttonClass("secondary", "flex-1")} onClick={onEdit}>
            <PencilIcon size={20} />
            Edit<span className="sr-only"> {media.title}</span>
          </button>
          <button type="button" className={buttonClass("danger", "flex-1")} onClick={onDelete} disabled={deleting}>
            <TrashIcon size={20} />
            {deleting ? "Deleting..." : "Delete"}
            <span className="sr-only"> {media.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
