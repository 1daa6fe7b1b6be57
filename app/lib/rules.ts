// Rules that the server enforces and the browser checks first, each defined once.

/** A record id: 24 lowercase hexadecimal characters, as API.md promises. */
export const idPattern = /^[0-9a-f]{24}$/;

/** The shortest admin password the server, the admin command and the configuration accept. */
export const passwordMinLength = 10;

/** What API.md allows for an uploaded image. */
export const imageUpload = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  /** The accepted formats as a person reads them. */
  formatsText: "JPEG, PNG, WebP, AVIF or GIF",
  sizeText: "10 MB",
} as const;
