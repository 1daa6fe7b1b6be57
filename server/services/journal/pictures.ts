import type { Blog, ImageInfo } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Db } from "../../db/connection.ts";
import { nowIso } from "../../db/clock.ts";
import type { ImageRecords } from "../images.ts";
import type { JournalReads } from "./reads.ts";

/** A post's cover and the pictures uploaded for its sections. */
export function createJournalPictures(db: Db, images: ImageRecords, reads: JournalReads) {
  async function exists(id: string): Promise<boolean> {
    if (!isId(id)) return false;
    return Boolean(await db.selectFrom("blogs").select("id").where("id", "=", id).executeTakeFirst());
  }

  return {
    /**
     * Stores the bytes as a picture for the blog's sections and answers it (null for an unknown blog). It is named only
     * once a section is saved with it; until then the nightly sweep's grace period keeps it.
     */
    async savePicture(id: string, bytes: Buffer): Promise<ImageInfo | null> {
      if (!(await exists(id))) return null;
      const image = await images.save(bytes);
      return (await images.infoByIds([image.id]))[image.id] ?? null;
    },

    /** Stores the bytes as the blog's cover; the cover it replaces is deleted. Null for an unknown blog. */
    async setCover(id: string, bytes: Buffer): Promise<Blog | null> {
      if (!(await exists(id))) return null;
      const attached = await images.replace(bytes, async (trx, imageId) => {
        const row = await trx.selectFrom("blogs").select("cover_image_id").where("id", "=", id).executeTakeFirst();
        if (!row) return undefined;
        await trx.updateTable("blogs").set({ cover_image_id: imageId, updated_at: nowIso() }).where("id", "=", id).execute();
        return row.cover_image_id;
      });
      return attached ? reads.get(id) : null;
    },
  };
}
