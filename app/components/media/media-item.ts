import type { ImageInfo } from "#app/lib/domain.ts";
import type { Media } from "#app/lib/domain.ts";

/** What the gallery needs of a media record. */
export type MediaItem = { id: string; title: string; description: string; picture: ImageInfo };

export function toMediaItems(media: Media[]): MediaItem[] {
  return media.flatMap((item) => (item.picture ? [{ id: item.id, title: item.title, description: item.description, picture: item.picture }] : []));
}
