// Rules that the server enforces and the browser checks first, each defined once.

/** A record id: 24 lowercase hexadecimal characters, as API.md promises. */
export const idPattern = /^[0-9a-f]{24}$/;

/** Whether a value is a record id; the services answer "not found" for anything else without asking the database. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && idPattern.test(value);
}

/** The sortable fields of each admin list (API.md "List bodies"); the first is the default. */
export const sortFields = {
  blogs: ["createdAt", "updatedAt", "title", "category", "author", "readers", "featuredOrder"],
  comments: ["createdAt", "name", "email", "blogtitle"],
  contacts: ["createdAt", "name", "email"],
  media: ["createdAt", "title"],
  // An entry's own field is `at`; `createdAt` is what older clients send, and means the same.
  activity: ["at", "createdAt"],
} as const;

export type SortedList = keyof typeof sortFields;
export type SortField<List extends SortedList> = (typeof sortFields)[List][number];

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
