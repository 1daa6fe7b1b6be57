import type { RequestHandler } from "express";
import express from "express";
import type { ImageInfo } from "../../app/lib/entities.ts";
import type { Logger } from "../logger.ts";

export type ImageVariant = { width: number; format: "avif" | "webp" | "jpeg"; file: string };
/** What the `images` table keeps of a stored image (variants as JSON there). */
export type StoredImage = { id: string; width: number; height: number; variants: ImageVariant[] };

/** A refused upload, with the HTTP status API.md gives it (400 no file, 413 too large, 415 not an image). */
export class ImageError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

export interface ImageStore {
  /** Judges the bytes, re-encodes them without metadata, writes every variant; throws ImageError. */
  save(bytes: Buffer): Promise<StoredImage>;
  /** Deletes every file of the image; an already missing image is not an error. */
  remove(id: string): Promise<void>;
  /** URLs and srcsets for pages and API answers. */
  info(image: StoredImage): ImageInfo;
  /** Serves /uploads/... with a long cache and nosniff. */
  staticHandler(): RequestHandler;
}

export function createImageStore(root: string, _logger: Logger): ImageStore {
  return {
    save: () => Promise.reject(new Error("image store not built yet")),
    remove: () => Promise.resolve(),
    info: (image) => ({ url: "", width: image.width, height: image.height, sources: [] }),
    staticHandler: () => express.static(root, { index: false }),
  };
}
