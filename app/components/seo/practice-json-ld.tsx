import { useNonce } from "#app/lib/nonce.ts";
import { useRootData } from "#app/lib/practice-context.ts";
import { jsonLdText, practiceStructuredData } from "#app/lib/structured-data.ts";

/** The doctor and the clinics as schema.org JSON-LD, for the home and about pages; days off counted from the render. */
export function PracticeJsonLd() {
  const nonce = useNonce();
  const { siteUrl, practice, renderedAt } = useRootData();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes "<", so the JSON cannot close the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(practiceStructuredData(siteUrl, practice, renderedAt)) }}
    />
  );
}
