import { sql } from "kysely";
import type { ListRequest, Page, PageSlice } from "#app/lib/domain.ts";
import { isId } from "#app/lib/rules.ts";
import type { Media, MediaDraft } from "#app/lib/domain.ts";
import type { Db } from "../db/connection.ts";
import { type ImageRecords, joinedImageColumns } from "./images.ts";
import { fetchPage } from "./records.ts";
import { newId } from "../db/ids.ts";
import { nowIso } from "../db/clock.ts";

const sortColumns = { createdAt: "media.created_at", title: "media.title" } as const;
const searchColumns = ["media.title", "media.description"];

export function createMediaService(db: Db, images: ImageRecords) {
  function selectMedia() {
    return db
      .selectFrom("media")
      .leftJoin("images", "images.id", "media.image_id")
      .select(["media.id", "media.title", "media.description", "media.created_at", ...joinedImageColumns]);
  }
  type MediaRow = Awaited<ReturnType<ReturnType<typeof selectMedia>["executeTakeFirstOrThrow"]>>;

  function toMedia(row: MediaRow): Media {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      picture: images.infoOf(row),
      createdAt: row.created_at,
    };
  }

  async function findOne(id: string): Promise<Media | null> {
    if (!isId(id)) return null;
    const row = await selectMedia().where("media.id", "=", id).executeTakeFirst();
    return row ? toMedia(row) : null;
  }

  /** The item's image id, null without one, undefined when there is no such item. */
  async function imageOf(id: string): Promise<string | null | undefined> {
    if (!isId(id)) return undefined;
    const row = await db.selectFrom("media").select("image_id").where("id", "=", id).executeTakeFirst();
    return row ? row.image_id : undefined;
  }

  return {
    /** One page of the items that have an image, newest first, for the public gallery, with how many there are. */
    async listPublic(slice: PageSlice): Promise<Page<Media>> {
      const shown = selectMedia().where("media.image_id", "is not", null);
      const rows = await shown
        .orderBy("media.created_at", "desc")
        .orderBy("media.id", "desc")
        .limit(slice.pagesize)
        .offset(slice.pageno * slice.pagesize)
        .execute();
      const { total } = await shown.clearSelect().select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow();
      return { items: rows.map(toMedia), total };
    },

    /** Every picture of the gallery, newest first, without titles or text: what the sitemap lists. */
    async publicPictures(): Promise<string[]> {
      const rows = await db
        .selectFrom("media")
        .innerJoin("images", "images.id", "media.image_id")
        .select(["images.id as image_id", "images.largest_jpeg as image_largest_jpeg"])
        // Implied by the join, and said so the gallery's partial index (media_gallery) serves the order.
        .where("media.image_id", "is not", null)
        .orderBy("media.created_at", "desc")
        .orderBy("media.id", "desc")
        .execute();
      return rows.flatMap((row) => images.urlOf(row) ?? []);
    },

    async list(query: ListRequest<"media">): Promise<Page<Media>> {
      const { rows, total } = await fetchPage(selectMedia(), query, {
        sortColumn: sortColumns[query.sortby],
        idColumn: "media.id",
        searchColumns,
      });
      return { items: rows.map(toMedia), total };
    },

    async create(input: MediaDraft): Promise<Media> {
      const id = newId();
      await db.insertInto("media").values({ id, title: input.title, description: input.description, created_at: nowIso() }).execute();
      return (await findOne(id))!;
    },

    async update(id: string, input: MediaDraft): Promise<Media | null> {
      if (!isId(id)) return null;
      const updated = await db.updateTable("media").set({ title: input.title, description: input.description }).where("id", "=", id).executeTakeFirst();
      return updated.numUpdatedRows > 0n ? findOne(id) : null;
    },

    /** Stores the bytes as the item's image; the image it replaces is deleted. Null for an unknown item. */
    async setImage(id: string, bytes: Buffer): Promise<Media | null> {
      if ((await imageOf(id)) === undefined) return null;
      const attached = await images.replace(bytes, async (trx, imageId) => {
        const row = await trx.selectFrom("media").select("image_id").where("id", "=", id).executeTakeFirst();
        if (!row) return undefined;
        await trx.updateTable("media").set({ image_id: imageId }).where("id", "=", id).execute();
        return row.image_id;
      });
      return attached ? findOne(id) : null;
    },

    /** Deletes the item and its image's files. */
    async remove(id: string): Promise<boolean> {
      if (!isId(id)) return false;
      // Read and delete together, so an upload finishing meanwhile cannot leave its image behind.
      const image = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("media").select("image_id").where("id", "=", id).executeTakeFirst();
        if (row) await trx.deleteFrom("media").where("id", "=", id).execute();
        return row ? row.image_id : undefined;
      });
      if (image === undefined) return false;
      if (image) await images.remove(image);
      return true;
    },
  };
}
