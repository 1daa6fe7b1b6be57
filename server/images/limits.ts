/** What API.md allows for an uploaded image. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;
