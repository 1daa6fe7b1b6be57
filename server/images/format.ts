export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString("latin1", start, end);

/**
 * Names the format from the file's leading bytes; the file name and the declared type are never
 * trusted because both are chosen by the sender.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** An ISO-BMFF file whose leading `ftyp` box names an AVIF brand, major or compatible. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.includes("avif") || brands.includes("avis");
}
