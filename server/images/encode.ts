import sharp, { type OutputInfo, type Sharp } from "sharp";
import { ImageError, imageMessages } from "./errors.ts";
import { imageUpload } from "#app/lib/rules.ts";
import { type StoredFormat, storedFormats } from "./variants.ts";

/** Widths kept of every image; none is ever wider than the original. */
const VARIANT_WIDTHS = [480, 960, 1600] as const;

type EncodedFile = { width: number; format: StoredFormat; fileName: string; data: Buffer };
export type EncodedImage = { width: number; height: number; files: EncodedFile[] };

/**
 * Decodes once (upright by EXIF orientation, converted to sRGB, at most the largest width), then
 * writes every width as AVIF, WebP and JPEG. sharp writes no metadata unless asked, so camera
 * data, GPS positions and colour profiles never reach the output.
 */
export async function encodeVariants(bytes: Buffer): Promise<EncodedImage> {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: imageUpload.maxPixels })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was fine (judgeImage), so a failure here is a damaged or truncated body.
    throw new ImageError(415, imageMessages.notAnImage);
  }
  const { data, info } = decoded;
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = [...VARIANT_WIDTHS.filter((width) => width < info.width), info.width];

  const jobs = widths.flatMap((width) => {
    const resized = () => pixels().resize({ width });
    const encoders: [StoredFormat, () => Sharp][] = [
      // effort 0 keeps a 12-megapixel photo around a second on two cores; higher efforts cost several times that for a few per cent.
      ["avif", () => resized().avif({ quality: 55, effort: 0 })],
      ["webp", () => resized().webp({ quality: 78 })],
      ["jpeg", () => resized().flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true })],
    ];
    return encoders.map(
      async ([format, encoder]): Promise<EncodedFile> => ({
        width,
        format,
        fileName: `${width}.${storedFormats[format].extension}`,
        data: await encoder().toBuffer(),
      }),
    );
  });
  return { width: info.width, height: info.height, files: await Promise.all(jobs) };
}
