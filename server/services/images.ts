import type { ImageInfo } from "#app/lib/domain.ts";
import { storedImageIdsIn } from "#app/lib/markdown-pictures.server.ts";
import type { Db } from "../db/connection.ts";
import type { ImageStore } from "../images/store.ts";
import type { ImageVariant, StoredImage } from "../images/variants.ts";
import { nowIso } from "../db/clock.ts";

type ImageRow = { id: string; width: number; height: number; variants: string };

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
  /** Forgets the image (blogs and media that used it fall back to none) and deletes its files. */
  async function remove(id: string): Promise<void> {
    await db.deleteFrom("images").where("id", "=", id).execute();
    await store.remove(id);
  }

  return {
    /** Checks, re-encodes and stores the bytes (throws the store's ImageError), then records the image. */
    async save(bytes: Buffer): Promise<StoredImage> {
      const image = await store.save(bytes);
      await db.insertInto("images").values(imageRow(image)).execute();
      return image;
    },

    /**
     * Saves the bytes as a record's new image. `swap` runs in one transaction with the new image's row: it points the
     * record at the new image and answers the image it replaced (null for none), or undefined when the record is gone.
     * The replaced image is then deleted, or, when the record is gone, the new one. Because the swap reads and writes
     * in one transaction, parallel uploads to one record each delete exactly the image they displaced.
     */
    async replace(bytes: Buffer, swap: (trx: Db, imageId: string) => Promise<string | null | undefined>): Promise<boolean> {
      const image = await store.save(bytes);
      let displaced: string | null | undefined;
      try {
        displaced = await db.transaction().execute(async (trx) => {
          await trx.insertInto("images").values(imageRow(image)).execute();
          const previous = await swap(trx, image.id);
          if (previous === undefined) await trx.deleteFrom("images").where("id", "=", image.id).execute();
          return previous;
        });
      } catch (error) {
        await store.remove(image.id);
        throw error;
      }
      if (displaced === undefined) {
        await store.remove(image.id);
        return false;
      }
      if (displaced) await remove(displaced);
      return true;
    },

    /** Deletes upload files that no `images` row names, and leftover `*.tmp` files; for start-up. */
    async sweepUnreferenced(): Promise<number> {
      const rows = await db.selectFrom("images").select("id").execute();
      return store.sweep(new Set(rows.map((row) => row.id)));
    },

    remove,

    /**
     * Deletes the images recorded before `createdBefore` that no blog cover, no media item, no blog section's or
     * revision's Markdown and none of `kept`'s ids name, and answers how many. The references are read in the same
     * transaction as the deletion, so a record saved meanwhile cannot lose its image.
     */
    async removeUnreferenced(createdBefore: Date, kept: (trx: Db) => Promise<ReadonlySet<string>>): Promise<number> {
      const removed = await db.transaction().execute(async (trx) => {
        const candidates = await trx
          .selectFrom("images")
          .select("images.id")
          .where("images.created_at", "<", createdBefore.toISOString())
          .where((eb) => eb.not(eb.exists(eb.selectFrom("blogs").select("blogs.id").whereRef("blogs.cover_image_id", "=", "images.id"))))
          .where((eb) => eb.not(eb.exists(eb.selectFrom("media").select("media.id").whereRef("media.image_id", "=", "images.id"))))
          .execute();
        // Reading every section and revision for the pictures in posts took 2.3 s at 10,000 posts, at each start-up:
        // with no image left to decide about, it is not read at all.
        if (candidates.length === 0) return [];
        const keep = new Set([...(await kept(trx)), ...(await picturesInPosts(trx))]);
        const ids = candidates.map((row) => row.id).filter((id) => !keep.has(id));
        if (ids.length > 0) await trx.deleteFrom("images").where("id", "in", ids).execute();
        return ids;
      });
      for (const id of removed) await store.remove(id);
      return removed.length;
    },

    /** The stored images among `ids`, by id, as pages show them; unknown ids are left out. */
    async infoByIds(ids: readonly string[]): Promise<Record<string, ImageInfo>> {
      if (ids.length === 0) return {};
      const rows = await db.selectFrom("images").select(["id", "width", "height", "variants"]).where("id", "in", ids).execute();
      return Object.fromEntries(rows.map((row) => [row.id, store.info(toStoredImage(row))]));
    },

    /** The address of a joined image's widest JPEG alone (a sitemap's `image:loc`), or null when the record has none. */
    urlOf(row: { image_id: string | null; image_largest_jpeg: string | null }): string | null {
      return row.image_id === null || row.image_largest_jpeg === null ? null : `/uploads/${row.image_id}/${row.image_largest_jpeg}`;
    },

    /** URLs and srcsets of a joined image, or null when the record has none. */
    infoOf(row: JoinedImage): ImageInfo | null {
      if (row.image_id === null || row.image_width === null || row.image_height === null || row.image_variants === null) return null;
      return store.info(toStoredImage({ id: row.image_id, width: row.image_width, height: row.image_height, variants: row.image_variants }));
    },
  };
}

export type ImageRecords = ReturnType<typeof createImageRecords>;

/** The ids of the stored images that blog sections and the revisions of posts show (pictures inside a post). */
async function picturesInPosts(trx: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  const sections = await trx.selectFrom("blog_sections").select("description").where("description", "like", "%/uploads/%").execute();
  for (const section of sections) for (const id of storedImageIdsIn(section.description)) ids.add(id);
  const revisions = await trx.selectFrom("blog_revisions").select("snapshot").where("snapshot", "like", "%/uploads/%").execute();
  for (const revision of revisions) for (const id of storedImageIdsIn(revision.snapshot)) ids.add(id);
  return ids;
}

function imageRow(image: StoredImage) {
  return { id: image.id, width: image.width, height: image.height, variants: JSON.stringify(image.variants), created_at: nowIso() };
}

function toStoredImage(row: ImageRow): StoredImage {
  return { id: row.id, width: row.width, height: row.height, variants: JSON.parse(row.variants) as ImageVariant[] };
}
