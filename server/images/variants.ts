/** The formats every stored image is written in, best first, with the file extension and type each is served as. */
export const storedFormats = {
  avif: { extension: "avif", type: "image/avif" },
  webp: { extension: "webp", type: "image/webp" },
  jpeg: { extension: "jpg", type: "image/jpeg" },
} as const;

export type StoredFormat = keyof typeof storedFormats;

export type ImageVariant = { width: number; format: StoredFormat; file: string };

/** What the `images` table keeps of a stored image (variants as JSON there). */
export type StoredImage = { id: string; width: number; height: number; variants: ImageVariant[] };
