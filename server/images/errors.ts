import { imageUpload } from "#app/lib/rules.ts";

/** A refused upload, with the HTTP status API.md gives it (400 no file, 413 too large, 415 not an image). */
export class ImageError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** What the person uploading reads when an image is refused. */
export const imageMessages = {
  notAnImage: `Please upload a ${imageUpload.formatsText} image`,
  tooManyBytes: `The image is larger than ${imageUpload.sizeText}. Please choose a smaller file.`,
  tooManyPixels: `The image is larger than ${imageUpload.maxPixels / 1_000_000} megapixels. Please choose a smaller one.`,
  noFile: "Please choose an image file",
  notMultipart: "Send the image as multipart/form-data",
  unreadableUpload: "The upload could not be read. Please try again.",
} as const;
