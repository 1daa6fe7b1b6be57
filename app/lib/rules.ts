// Rules that the server enforces and the browser checks first, each defined once.

/** A record id: 24 lowercase hexadecimal characters, as API.md promises. */
export const idPattern = /^[0-9a-f]{24}$/;

/** Whether a value is a record id; the services answer "not found" for anything else without asking the database. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && idPattern.test(value);
}

/** The longest text of the fields people fill in on the public forms; the forms set these as `maxLength` without loading zod. */
export const textMax = { personName: 100, email: 254, phone: 30, comment: 2000, message: 5000, reply: 2000 } as const;

/** What API.md allows for an uploaded image. */
export const imageUpload = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 50_000_000,
  /** The accepted formats as a person reads them. */
  formatsText: "JPEG, PNG, WebP, AVIF or GIF",
  sizeText: "10 MB",
} as const;
