import { adminCalls } from "#app/contract/admin/index.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

/** Stores the bank's UPI QR once the server has read it; answers the payee it names, which must be the UPI ID. */
export function uploadUpiQr(file: File, onProgress: (percent: number) => void) {
  return uploadImage(adminCalls.practice.upiQr, {}, file, onProgress);
}

/** Stores a portrait or testimonial photo; the document points at it once it is saved. */
export function uploadPracticeImage(file: File, onProgress: (percent: number) => void) {
  return uploadImage(adminCalls.practice.image, {}, file, onProgress);
}
