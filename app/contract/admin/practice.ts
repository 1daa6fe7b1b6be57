import type { practiceSchema } from "#app/lib/practice-document.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import type { ImageInfo } from "#app/lib/domain.ts";
import { call } from "#app/contract/call.ts";
import { upload } from "#app/contract/admin/files.ts";

/** The practice document (API.md "Additions"): read, replaced whole, and images for it. */
export const practiceCalls = {
  get: call("GET", "/api/admin/practice").answers<Practice>(),
  replace: call("PUT", "/api/admin/practice").takes<typeof practiceSchema>().answers<Practice>(),
  /** A portrait or testimonial photo; the document points at it once it is saved. */
  image: upload("/api/admin/practice/image", "image").answers<{ image: ImageInfo }>(),
  /** The bank's UPI QR (issue 38), read at upload: the payee it names, which must be the UPI ID. */
  upiQr: upload("/api/admin/practice/upi-qr", "image").answers<{ qr: { image: ImageInfo; payee: string; payeeName: string } }>(),
};
