import type { Practice } from "#app/lib/practice-schema.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { uploadImage } from "#app/lib/admin/upload.ts";

export function fetchPractice() {
  return callApi<Practice>("GET", "/api/admin/practice");
}

export function savePractice(document: Practice) {
  return callApi<Practice>("PUT", "/api/admin/practice", document);
}

/** Stores the bank's UPI QR once the server has read it; answers the payee it names, which must be the UPI ID. */
export function uploadUpiQr(file: File, onProgress: (percent: number) => void) {
  return uploadImage<{ qr: { image: ImageInfo; payee: string; payeeName: string } }>("/api/admin/practice/upi-qr", "image", file, onProgress);
}

/** Stores a portrait or testimonial photo; the document points at it once it is saved. */
export function uploadPracticeImage(file: File, onProgress: (percent: number) => void) {
  return uploadImage<{ image: ImageInfo }>("/api/admin/practice/image", "image", file, onProgress);
}
