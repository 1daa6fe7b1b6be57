// Real image files for the image tests, made with sharp so every test starts from known bytes.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

export const temporaryRoot = () => mkdtempSync(path.join(tmpdir(), "images-test-"));

/** A photo-like picture: soft colour fields with a little grain, as a camera would give. */
export async function photo(width: number, height: number): Promise<Sharp> {
  const fields = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: Math.ceil(width / 3),
      height: Math.ceil(height / 3),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 5 },
    },
  })
    .resize(width, height, { kernel: "linear", fit: "fill" })
    .raw()
    .toBuffer();
  const base = await sharp(fields)
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .raw()
    .toBuffer();
  return sharp(base, { raw: { width, height, channels: 3 } });
}

export const secretArtist = "Dr Hidden Camera Owner";

/**
 * A camera JPEG stored sideways (EXIF orientation 6: turn 90° clockwise to view) with the
 * owner's name, a GPS position and a wide-gamut colour profile.
 */
export async function sidewaysJpegWithGps(storedWidth: number, storedHeight: number): Promise<Buffer> {
  return (await photo(storedWidth, storedHeight))
    .withIccProfile("p3")
    .withExif({
      IFD0: { Artist: secretArtist, Make: "PhoneCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 3012/100", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 4410/100" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 47, g: 111, b: 107, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Few bytes, many pixels: a flat 8000×8000 (64 megapixel) PNG. */
export async function hugeFlatPng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#dddddd" } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
