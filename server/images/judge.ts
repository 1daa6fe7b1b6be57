import sharp, { type Metadata } from "sharp";
import { ImageError, imageMessages } from "./errors.ts";
import { type ImageFormat, sniffImageFormat } from "./format.ts";
import { imageUpload } from "#app/lib/rules.ts";

/** The name libvips gives each accepted format once it has read the header. */
const decoderNames: Record<ImageFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif", gif: "gif" };

/**
 * Refuses a file before any pixel is decoded: too many bytes, not one of the five formats,
 * a header that does not parse as the format its first bytes claim, or too many pixels.
 */
export async function judgeImage(bytes: Buffer): Promise<void> {
  if (bytes.length > imageUpload.maxBytes) throw new ImageError(413, imageMessages.tooManyBytes);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageError(415, imageMessages.notAnImage);

  let metadata: Metadata;
  try {
    // The header alone is read here; the pixel limit is applied below and again when decoding.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(415, imageMessages.notAnImage);
  }
  const { width, height } = metadata;
  if (metadata.format !== decoderNames[format] || !width || !height) throw new ImageError(415, imageMessages.notAnImage);
  if (format === "avif" && metadata.compression !== "av1") throw new ImageError(415, imageMessages.notAnImage);
  if (width * height > imageUpload.maxPixels) throw new ImageError(413, imageMessages.tooManyPixels);
}
