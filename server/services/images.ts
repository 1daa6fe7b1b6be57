import type { ImageInfo } from "../../app/lib/entities.ts";
import type { Db } from "../db/connection.ts";
import type { ImageStore, ImageVariant, StoredImage } from "../images/store.ts";
import { nowIso } from "./records.ts";

export type ImageRow = { id: string; width: number; height: number; variants: string };

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

    /** Forgets the image (blogs and media that used it fall back to none) and deletes its files. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom("images").where("id", "=", id).execute();
      await store.remove(id);
    },

    info(row: ImageRow): ImageInfo {
      return store.info(toStoredImage(row));
    },
  };
}

export type ImageRecords = ReturnType<typeof createImageRecords>;

function toStoredImage(row: ImageRow): StoredImage {
  return { id: row.id, width: row.width, height: row.height, variants: JSON.parse(row.variants) as ImageVariant[] };
}
