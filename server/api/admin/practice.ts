import { practiceSchema } from "#app/lib/practice-document.ts";
import { practiceCalls } from "#app/contract/admin/practice.ts";
import type { AppDeps } from "../../app-deps.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import { readUpload } from "../upload.ts";

/** The practice document (API.md "Additions"): read, replaced whole, and images for it. */
export function adminPracticeEndpoints({ services }: AppDeps): Endpoint[] {
  return [
    endpoint(practiceCalls.get, { run: () => services.practice.get() }),

    endpoint(practiceCalls.replace, {
      invalidates: "public pages",
      input: practiceSchema,
      run: (practice) => services.practice.replace(practice),
      message: "Practice details saved",
      audit: { action: "practice.update" },
    }),

    endpoint(practiceCalls.image, {
      invalidates: "nothing",
      from: (req) => readUpload(req, "image"),
      run: (bytes) => services.practice.saveImage(bytes),
      answer: (image) => ({ image }),
      message: "Image uploaded",
      audit: { action: "practice.upload" },
    }),

    // The bank's UPI QR (issue 38): read at upload, refused 400 when it is no UPI payment QR.
    endpoint(practiceCalls.upiQr, {
      invalidates: "nothing",
      from: (req) => readUpload(req, "image"),
      run: (bytes) => services.practice.saveUpiQr(bytes),
      answer: (qr) => ({ qr }),
      message: "QR uploaded",
      audit: { action: "practice.upload" },
    }),
  ];
}
