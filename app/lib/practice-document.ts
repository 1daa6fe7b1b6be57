/**
 * The practice document as a whole, as PUT /api/admin/practice and the Practice screen check it: each field by its rule
 * (practice-schema.ts), then what spans fields: each clinic its own id, no score above its scale, each translation
 * within its English field's limit; the translations of fields the document no longer has are dropped. Apart from
 * practice-schema.ts so that the translations' rules (practice-i18n.ts) can read the document's types without a cycle.
 */
import { fieldConstraint } from "#app/lib/admin/field-constraints.ts";
import { translatedLanguages } from "#app/i18n/languages.ts";
import { feeTextNames } from "#app/lib/upi.ts";
import { keptTranslations, translatablePaths } from "#app/lib/practice-i18n.ts";
import { type Practice, practiceFields } from "#app/lib/practice-schema.ts";

/** A numeric segment of a document path is a list position. */
const pathSegments = (path: string) => path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));

export const practiceSchema = practiceFields
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.clinics.forEach((clinic, index) => {
      if (seen.has(clinic.id)) context.addIssue({ code: "custom", message: "Each clinic needs its own id", path: ["clinics", index, "id"] });
      seen.add(clinic.id);
    });
    for (const [path, offer] of [...value.clinics.map((clinic, index) => [["clinics", index], clinic] as const), [["online"], value.online] as const]) {
      if (!feeTextNames(offer.feeText, offer.feeRupees)) {
        context.addIssue({ code: "custom", message: `The fee as shown must name the same amount, ${offer.feeRupees} rupees`, path: [...path, "feeText"] });
      }
    }
    const { upiId, qr, appButton } = value.payment;
    if (qr && qr.payee.toLowerCase() !== upiId.toLowerCase()) {
      context.addIssue({
        code: "custom",
        message: upiId
          ? `The QR pays ${qr.payee}, not the UPI ID ${upiId}: upload your bank's QR for this UPI ID`
          : `Enter the UPI ID the QR pays, ${qr.payee}`,
        path: ["payment", "qr"],
      });
    }
    if (appButton && !upiId) context.addIssue({ code: "custom", message: "The UPI app button needs a UPI ID", path: ["payment", "appButton"] });
    value.ratings.forEach((rating, index) => {
      if (rating.score > rating.outOf) context.addIssue({ code: "custom", message: "Score cannot be above out of", path: ["ratings", index, "score"] });
    });
    // A translation is held to its English field's limit.
    for (const path of value.translations ? translatablePaths(value) : []) {
      const { maxLength } = fieldConstraint(practiceFields, pathSegments(path));
      for (const lang of translatedLanguages) {
        const text = value.translations?.[lang]?.texts[path];
        if (text && maxLength !== undefined && text.length > maxLength) {
          context.addIssue({
            code: "custom",
            message: `The translation must be at most ${maxLength} characters, as the English`,
            path: ["translations", lang, "texts", path],
          });
        }
      }
    }
  })
  .transform((practice): Practice => (practice.translations ? { ...practice, translations: keptTranslations(practice.translations, practice) } : practice));
