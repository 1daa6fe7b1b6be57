import type { ImageInfo, Media } from "~/lib/entities.ts";

/** What the gallery needs of a media record. */
export type MediaItem = { id: string; title: string; description: string; picture: ImageInfo };

export function toMediaItems(media: Media[]): MediaItem[] {
  return media.flatMap((item) =>
    item.picture ? [{ id: item._id, title: item.title, description: item.description, picture: item.picture }] : [],
  );
}
