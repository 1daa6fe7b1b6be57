import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ImageInfo } from "#app/lib/domain.ts";
import { idPattern } from "#app/lib/rules.ts";
import type { Logger } from "../logger.ts";
import { encodeVariants } from "./encode.ts";
import { judgeImage } from "./judge.ts";
import { serveUploads } from "./serve.ts";
import { type ImageVariant, type StoredFormat, type StoredImage, storedFormats } from "./variants.ts";

export interface ImageStore {
  /** Judges the bytes, re-encodes them without metadata, writes every variant; throws ImageError. */
  save(bytes: Buffer): Promise<StoredImage>;
  /** Deletes every file of the image; an already missing image is not an error. */
  remove(id: string): Promise<void>;
  /**
   * Deletes the image folders not in `keep` and every `*.tmp` file: what a crash during an upload leaves.
   * Only for start-up, when no upload is in progress. Answers how many entries it removed.
   */
  sweep(keep: ReadonlySet<string>): Promise<number>;
  /** URLs and srcsets for pages and API answers. */
  info(image: StoredImage): ImageInfo;
  /** Serves /uploads/... with a long cache and nosniff. */
  staticHandler(): RequestHandler;
}

/** The address of an image's widest JPEG: what a page's `<img src>`, a feed or a sitemap names. "" when it has none. */
function largestJpegUrl(id: string, variants: readonly ImageVariant[]): string {
  let largest: ImageVariant | undefined;
  for (const variant of variants) if (variant.format === "jpeg" && (!largest || variant.width > largest.width)) largest = variant;
  return largest ? `/uploads/${id}/${largest.file}` : "";
}

/** Images live under `<root>/<id>/<width>.<ext>`; an image's files never change once written. */
export function createImageStore(root: string, logger: Logger): ImageStore {
  const directoryOf = (id: string) => path.join(root, id);

  async function save(bytes: Buffer): Promise<StoredImage> {
    await judgeImage(bytes);
    const encoded = await encodeVariants(bytes);
    const id = randomBytes(12).toString("hex");
    const directory = directoryOf(id);
    try {
      await mkdir(directory, { recursive: true });
      for (const file of encoded.files) {
        // Written aside and renamed, so a reader never sees half a file.
        const temporary = path.join(directory, `.${file.fileName}.${randomBytes(4).toString("hex")}.tmp`);
        await writeFile(temporary, file.data);
        await rename(temporary, path.join(directory, file.fileName));
      }
    } catch (error) {
      await rm(directory, { recursive: true, force: true }).catch((cleanupError: unknown) =>
        logger.error({ err: cleanupError, directory }, "could not remove a partly written image"),
      );
      throw error;
    }
    const variants = encoded.files.map(({ width, format, fileName }) => ({ width, format, file: fileName }));
    return { id, width: encoded.width, height: encoded.height, variants };
  }

  async function remove(id: string): Promise<void> {
    if (!idPattern.test(id)) {
      logger.warn({ id }, "refused to remove an image with a malformed id");
      return;
    }
    await rm(directoryOf(id), { recursive: true, force: true });
  }

  async function sweep(keep: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(root, entry.name);
      if (entry.isDirectory() && idPattern.test(entry.name) && !keep.has(entry.name)) {
        await rm(full, { recursive: true, force: true });
        removed += 1;
      } else if (entry.isDirectory() && idPattern.test(entry.name)) {
        for (const file of await readdir(full)) {
          if (!file.endsWith(".tmp")) continue;
          await rm(path.join(full, file), { force: true });
          removed += 1;
        }
      } else if (entry.isFile() && entry.name.endsWith(".tmp")) {
        await rm(full, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  function info(image: StoredImage): ImageInfo {
    const url = (file: string) => `/uploads/${image.id}/${file}`;
    const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
    return {
      url: largestJpegUrl(image.id, image.variants),
      width: image.width,
      height: image.height,
      sources: (Object.keys(storedFormats) as StoredFormat[])
        .map((format) => ({
          type: storedFormats[format].type,
          srcset: byWidth
            .filter((variant) => variant.format === format)
            .map((variant) => `${url(variant.file)} ${variant.width}w`)
            .join(", "),
        }))
        .filter((source) => source.srcset !== ""),
    };
  }

  return { save, remove, sweep, info, staticHandler: () => serveUploads(root) };
}
