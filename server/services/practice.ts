import { defaultPractice } from "#app/content/practice.ts";
import { idPattern } from "#app/lib/rules.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { keptTranslations } from "#app/lib/practice-i18n.ts";
import { practiceSchema } from "#app/lib/practice-document.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import type { Db } from "../db/connection.ts";
import type { ImageStore } from "../images/store.ts";
import type { ImageRecords } from "./images.ts";
import { nowIso } from "../db/clock.ts";
import { readUpiQrImage } from "../images/upi-qr.ts";

/** An image of the upload store named in the document: `/uploads/<id>/`. */
const uploadedImage = new RegExp(`/uploads/(${idPattern.source.slice(1, -1)})/`, "g");

/** Ids of the uploaded images a document points at (`/uploads/<id>/<file>`). */
function uploadedImageIds(document: Practice): Set<string> {
  return new Set([...JSON.stringify(document).matchAll(uploadedImage)].map((match) => match[1]!));
}

/**
 * How long an uploaded portrait or testimonial photo may wait for the admin to save the document that names it.
 * It is recorded at upload and named only on save, so a younger one may belong to an edit still open.
 * @internal Exported for its tests only.
 */
export const unsavedImageGraceMs = 24 * 3600 * 1000;

/**
 * The practice document: one JSON row, read on every page render, so it is kept in memory and replaced on
 * save (this process is the database's only writer). A new database gets app/content/practice.ts's
 * `defaultPractice`. A stored document is read through the schema, so fields added later get their defaults.
 */
export function createPracticeService(db: Db, imageRecords: ImageRecords, store: ImageStore) {
  let current: Practice | null = null;

  async function load(): Promise<Practice> {
    const row = await db.selectFrom("practice").select("document").where("id", "=", 1).executeTakeFirst();
    if (!row) {
      await db
        .insertInto("practice")
        .values({ id: 1, document: JSON.stringify(defaultPractice), updated_at: nowIso() })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      return load();
    }
    const parsed = practiceSchema.safeParse(JSON.parse(row.document));
    // A document stored by this code always passes; one that no longer does is still the doctor's text.
    return parsed.success ? parsed.data : (JSON.parse(row.document) as Practice);
  }

  async function get(): Promise<Practice> {
    current ??= await load();
    return current;
  }

  return {
    get,

    /**
     * Stores an already validated document whole and answers it; uploaded images it no longer uses are deleted. A
     * document sent without `translations` (by a client older than them) keeps the stored ones, of its fields.
     */
    async replace(sent: Practice): Promise<Practice> {
      const previous = await get();
      const document = sent.translations || !previous.translations ? sent : { ...sent, translations: keptTranslations(previous.translations, sent) };
      await db
        .insertInto("practice")
        .values({ id: 1, document: JSON.stringify(document), updated_at: nowIso() })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet((eb) => ({ document: eb.ref("excluded.document"), updated_at: eb.ref("excluded.updated_at") })),
        )
        .execute();
      current = document;
      const kept = uploadedImageIds(document);
      for (const id of uploadedImageIds(previous)) if (!kept.has(id)) await imageRecords.remove(id);
      return document;
    },

    /**
     * Deletes portraits and testimonial photos uploaded more than a grace period before `now` that the saved
     * document does not name: uploads of edits that were never saved. Answers how many.
     */
    async removeUnsavedImages(now: Date): Promise<number> {
      return imageRecords.removeUnreferenced(new Date(now.getTime() - unsavedImageGraceMs), async (trx) => {
        // The stored row, not the copy in memory: it is what the deletion must not contradict.
        const row = await trx.selectFrom("practice").select("document").where("id", "=", 1).executeTakeFirst();
        return row ? uploadedImageIds(JSON.parse(row.document) as Practice) : new Set<string>();
      });
    },

    /**
     * Stores the bank's UPI QR as uploaded (re-encoded without metadata like every image, never made anew), once its code
     * has been read as a UPI payment; answers the payee it names, which the document's UPI ID must be. Throws ImageError.
     */
    async saveUpiQr(bytes: Buffer): Promise<{ image: ImageInfo; payee: string; payeeName: string }> {
      const upi = await readUpiQrImage(bytes);
      return { image: store.info(await imageRecords.save(bytes)), ...upi };
    },

    /** Stores an uploaded portrait or testimonial photo; the document points at it once the admin saves. */
    async saveImage(bytes: Buffer): Promise<ImageInfo> {
      return store.info(await imageRecords.save(bytes));
    },
  };
}
