import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { ImageError } from "./errors.ts";
import { createImageStore } from "./store.ts";
import { hugeFlatPng, photo, secretArtist, sidewaysJpegWithGps, temporaryRoot, transparentPng } from "../../tests/support/image-fixtures.ts";

const sandbox = temporaryRoot();
const root = path.join(sandbox, "uploads");
const store = createImageStore(root, createLogger("silent"));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

async function refusal(bytes: Buffer): Promise<ImageError> {
  const error = await store.save(bytes).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageError);
  return error as ImageError;
}

/** The EXIF tag that points at the GPS block, in either byte order. */
const gpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe("saving an image", () => {
  it("turns a sideways camera JPEG upright and keeps no EXIF, GPS or colour profile in any variant", async () => {
    const upload = await sidewaysJpegWithGps(2400, 1600);
    const input = await sharp(upload).metadata();
    expect(input.orientation).toBe(6);
    expect(input.hasProfile).toBe(true);
    expect(gpsPointer(input.exif!)).toBe(true);
    expect(input.exif!.includes(secretArtist)).toBe(true);

    const image = await store.save(upload);
    expect(image.id).toMatch(/^[0-9a-f]{24}$/);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 2400 });
    expect(image.variants).toHaveLength(9);
    for (const variant of image.variants) {
      const bytes = readFileSync(path.join(root, image.id, variant.file));
      const output = await sharp(bytes).metadata();
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.icc).toBeUndefined();
      expect(output.orientation ?? 1).toBe(1);
      expect(output.height! > output.width!).toBe(true);
      expect(bytes.includes(secretArtist)).toBe(false);
      expect(bytes.includes("Exif")).toBe(false);
    }
  });

  it("writes each width as AVIF, WebP and JPEG, never wider than the original", async () => {
    const image = await store.save(await (await photo(2000, 1000)).jpeg().toBuffer());
    expect(readdirSync(path.join(root, image.id)).sort()).toEqual([
      "1600.avif",
      "1600.jpg",
      "1600.webp",
      "480.avif",
      "480.jpg",
      "480.webp",
      "960.avif",
      "960.jpg",
      "960.webp",
    ]);
    for (const variant of image.variants) {
      const output = await sharp(path.join(root, image.id, variant.file)).metadata();
      expect(output.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(output.width).toBe(variant.width);
      expect(output.height).toBe(variant.width / 2);
    }

    const small = await store.save(await (await photo(700, 500)).jpeg().toBuffer());
    expect([...new Set(small.variants.map((variant) => variant.width))]).toEqual([480, 700]);
    expect({ width: small.width, height: small.height }).toEqual({ width: 700, height: 500 });
  });

  it("accepts a transparent PNG, keeping transparency where the format has it", async () => {
    const image = await store.save(await transparentPng(300, 200));
    expect(image.variants.map((variant) => variant.file).sort()).toEqual(["300.avif", "300.jpg", "300.webp"]);
    const webp = await sharp(path.join(root, image.id, "300.webp")).metadata();
    expect(webp.hasAlpha).toBe(true);
    const jpeg = await sharp(path.join(root, image.id, "300.jpg")).metadata();
    expect(jpeg.hasAlpha).toBe(false);
  });

  it("accepts WebP, AVIF and GIF files", async () => {
    const picture = await photo(640, 480);
    for (const bytes of [
      await picture.clone().webp().toBuffer(),
      await picture.clone().avif({ effort: 0 }).toBuffer(),
      await picture.clone().gif().toBuffer(),
    ]) {
      const image = await store.save(bytes);
      expect(image.width).toBe(640);
    }
  });

  it("re-encodes a 12-megapixel photo in about a second of two cores", async () => {
    const upload = await (await photo(4000, 3000)).jpeg({ quality: 90 }).toBuffer();
    // CPU time rather than the clock, so other work on the machine does not decide the outcome.
    const before = process.cpuUsage();
    await store.save(upload);
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
  });
});

describe("refusing a file", () => {
  it("judges by the bytes: text, SVG and HTML are refused with 415", async () => {
    for (const text of ["just some text, named x.png by its sender", '<svg xmlns="http://www.w3.org/2000/svg"/>', "<html><script>alert(1)</script>"]) {
      const error = await refusal(Buffer.from(text));
      expect(error.status).toBe(415);
      expect(error.message).toBe("Please upload a JPEG, PNG, WebP, AVIF or GIF image");
    }
  });

  it("refuses a damaged JPEG with 415 and leaves no files behind", async () => {
    const jpeg = await (await photo(800, 600)).jpeg().toBuffer();
    const damaged = [
      jpeg.subarray(0, 20),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 0x41)]),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    ];
    const before = existsSync(root) ? readdirSync(root).length : 0;
    for (const bytes of damaged) expect((await refusal(bytes)).status).toBe(415);
    expect(existsSync(root) ? readdirSync(root).length : 0).toBe(before);
  });

  it("refuses more than 10 MiB with 413", async () => {
    const bytes = Buffer.concat([await (await photo(100, 100)).jpeg().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
    const error = await refusal(bytes);
    expect(error.status).toBe(413);
  });

  it("refuses more than 50 megapixels with 413", async () => {
    const bytes = await hugeFlatPng();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const error = await refusal(bytes);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/50 megapixels/);
  });
});

describe("removing an image", () => {
  it("deletes every file of the image, and a missing image is fine", async () => {
    const image = await store.save(await transparentPng(200, 100));
    expect(existsSync(path.join(root, image.id))).toBe(true);
    await store.remove(image.id);
    expect(existsSync(path.join(root, image.id))).toBe(false);
    await expect(store.remove(image.id)).resolves.toBeUndefined();
  });

  it("touches nothing outside one image's directory whatever id it is given", async () => {
    const outside = path.join(sandbox, "x");
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, "keep.txt"), "keep");
    const kept = await store.save(await transparentPng(200, 100));
    for (const id of ["../x", "..", ".", "", "/", `${kept.id}/..`, `../uploads/${kept.id}`, kept.id.toUpperCase()]) {
      await store.remove(id);
    }
    expect(readFileSync(path.join(outside, "keep.txt"), "utf8")).toBe("keep");
    expect(existsSync(path.join(root, kept.id, "200.jpg"))).toBe(true);
  });
});

describe("describing an image for pages", () => {
  it("answers the largest JPEG as url and a srcset per format, AVIF first", () => {
    const id = "0123456789abcdef01234567";
    const formats = ["avif", "webp", "jpeg"] as const;
    const variants = [1600, 480, 960].flatMap((width) => formats.map((format) => ({ width, format, file: `${width}.${format === "jpeg" ? "jpg" : format}` })));
    expect(store.info({ id, width: 1600, height: 900, variants })).toEqual({
      url: `/uploads/${id}/1600.jpg`,
      width: 1600,
      height: 900,
      sources: [
        { type: "image/avif", srcset: `/uploads/${id}/480.avif 480w, /uploads/${id}/960.avif 960w, /uploads/${id}/1600.avif 1600w` },
        { type: "image/webp", srcset: `/uploads/${id}/480.webp 480w, /uploads/${id}/960.webp 960w, /uploads/${id}/1600.webp 1600w` },
        { type: "image/jpeg", srcset: `/uploads/${id}/480.jpg 480w, /uploads/${id}/960.jpg 960w, /uploads/${id}/1600.jpg 1600w` },
      ],
    });
  });
});
