import { type Ref, useState } from "react";
import { Picture } from "#app/components/picture.tsx";
import { ImageUnavailable } from "#app/components/media/image-unavailable.tsx";
import type { MediaItem } from "#app/components/media/media-item.ts";

type MediaTileProps = { item: MediaItem; priority: boolean; onOpen: (item: MediaItem) => void; ref?: Ref<HTMLButtonElement> };

/** A gallery item: a button showing the image, its title and description, opening the full-size preview. */
export function MediaTile({ item, priority, onOpen, ref }: MediaTileProps) {
  const [failed, setFailed] = useState(false);
  return (
    <button
      ref={ref}
      type="button"
      onClick={() => onOpen(item)}
      aria-haspopup="dialog"
      className="group flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white text-start shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md"
    >
      <span className="block aspect-[4/3] w-full overflow-hidden bg-sand-100">
        {failed ? (
          <ImageUnavailable className="h-full w-full" />
        ) : (
          <Picture
            image={item.picture}
            alt=""
            sizes="(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw"
            priority={priority}
            pictureClassName="block h-full w-full"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            onError={() => setFailed(true)}
          />
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-5">
        <span className="font-serif text-lg leading-snug text-ink-900">{item.title}</span>
        {item.description ? <span className="line-clamp-2 text-base text-ink-700">{item.description}</span> : null}
      </span>
    </button>
  );
}
