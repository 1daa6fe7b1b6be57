import jsQR from "jsqr";
import sharp from "sharp";
import { imageUpload } from "#app/lib/rules.ts";
import { readUpiQr } from "#app/lib/upi.ts";
import { ImageError } from "./errors.ts";
import { judgeImage } from "./judge.ts";

/** A photo of a counter standee is read at this size: a QR's modules stay several pixels wide, and jsQR stays quick. */
const readWidth = 1200;

/**
 * What the person uploading reads when a QR is refused.
 * @internal Exported for its tests.
 */
export const upiQrMessages = {
  noQr: "No QR code could be read in this image. Upload the QR image your bank issued, straight and sharp, with its white border.",
  notUpi: "This QR is not a UPI payment QR. Upload the merchant UPI QR your bank issued for the practice's UPI ID.",
} as const;

/** The text of the QR code in the image, or null when none can be read; sharp decodes, jsQR reads the pixels. */
async function qrText(bytes: Buffer): Promise<string | null> {
  const { data, info } = await sharp(bytes, { limitInputPixels: imageUpload.maxPixels })
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .resize({ width: readWidth, height: readWidth, fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Banks print dark modules on a light ground; reading inverted too would double the work for nothing.
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: "dontInvert" });
  return code?.data ?? null;
}

/**
 * The payee a bank's UPI QR names; throws ImageError (400) for an image with no QR or a QR that is no UPI payment,
 * (413, 415) as every upload for a file that is no usable image.
 */
export async function readUpiQrImage(bytes: Buffer): Promise<{ payee: string; payeeName: string }> {
  await judgeImage(bytes);
  let text: string | null;
  try {
    text = await qrText(bytes);
  } catch {
    throw new ImageError(415, "The image could not be read. Please upload a PNG or JPEG of the QR.");
  }
  if (text === null) throw new ImageError(400, upiQrMessages.noQr);
  const upi = readUpiQr(text);
  if (!upi) throw new ImageError(400, upiQrMessages.notUpi);
  return upi;
}
