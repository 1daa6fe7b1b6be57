import type { ImageInfo } from "#app/lib/entities.ts";
import type { Db } from "../db/connection.ts";
import type { ImageStore } from "../images/store.ts";
import type { ImageVariant, StoredImage } from "../images/variants.ts";
import { nowIso } from "../db/clock.ts";

export type ImageRow = { id: string; width: number; height: number; variants: string };

/** The image columns a query selects when it LEFT JOINs `images`; all null without an image. */
export const joinedImageColumns = [
  "images.id as image_id",
  "images.width as image_width",
  "images.height as image_height",
  "images.variants as image_variants",
] as const;

export type JoinedImage = { image_id: string | null; image_width: number | null; image_height: number | null; image_variants: string | null };

/** Keeps the `images` table in step with the files of the image store. */
export function createImageRecords(db: Db, store: ImageStore) {
  return {
    /** Checks, re-encodes and stores the bytes (throws the store's ImageError), then records the image. */
    async save(bytes: Buffer): Promise<StoredImage> {
      const image = await store.save(bytes);
      await db
        .insertInto("images")
        .values({ id: image.id, width: image.width, height: image.height, variants: JSON.stringify(image.variants), created_at: nowIso() })
        .execute();
      return image;
    },

    /**
     * Saves the bytes as a record's new image: `attach` points the record at it and says whether the record still
     * exists. Then the record's previous image is deleted, or, when the record is gone, the new one.
     */
    async replace(previous: string | null, bytes: Buffer, attach: (imageId: string) => Promise<boolean>): Promise<boolean> {
      const image = await this.save(bytes);
      if (!(await attach(image.id))) {
        await this.remove(image.id);
        return false;
      }
      if (previous) await this.remove(previous);
      return true;
    },

    /** Forgets the image (blogs and media that used it fall back to none) and deletes its files. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom("images").where("id", "=", id).execute();
      await store.remove(id);
    },

    /** URLs and srcsets of a joined image, or null when the record has none. */
    infoOf(row: JoinedImage): ImageInfo | null {
      if (row.image_id === null || row.image_width === null || row.image_height === null || row.image_variants === null) return null;
      return store.info(toStoredImage({ id: row.image_id, width: row.image_width, height: row.image_height, variants: row.image_variants }));
    },
  };
}

export type ImageRecords = ReturnType<typeof createImageRecords>;

function toStoredImage(row: ImageRow): StoredImage {
  return { id: row.id, width: row.width, height: row.height, variants: JSON.parse(row.variants) as ImageVariant[] };
}
