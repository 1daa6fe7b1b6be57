import { useNonce } from "#app/lib/nonce.ts";
import { useRootData } from "#app/lib/practice-context.ts";
import { jsonLdText, practiceStructuredData } from "#app/lib/structured-data.ts";

/**
 * The doctor and the clinics as schema.org JSON-LD, for the home and about pages; days off counted from the render.
 * The services' names come from the page's loader (`serviceNamesOf`): the layout's practice fields leave the services out.
 */
export function PracticeJsonLd({ serviceNames }: { serviceNames: readonly string[] }) {
  const nonce = useNonce();
  const { siteUrl, practice, renderedAt } = useRootData();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes "<", so the JSON cannot close the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(practiceStructuredData(siteUrl, practice, serviceNames, renderedAt)) }}
    />
  );
}
