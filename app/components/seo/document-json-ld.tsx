import type { RequestContext } from "#app/context.ts";
import { documentHtmlAttribute, useDocumentHtml } from "#app/lib/document-html.ts";
import { useNonce } from "#app/lib/nonce.ts";
import type { Practice } from "#app/lib/practice-schema.ts";
import { faqPageData, jsonLdText, practiceStructuredData } from "#app/lib/structured-data.ts";

const jsonLdKey = (name: string) => `json-ld-${name}`;

/**
 * Search engines read JSON-LD from the document, so a loader hands it to the server render beside its data
 * (lib/document-html.ts) and the hydration data does not carry the fields only the JSON-LD names (the biography, the
 * clinics' addresses and map links, the services). A client navigation (`.data`) has no document, and gets none.
 */
function putDocumentJsonLd(context: RequestContext, name: string, value: unknown): void {
  context.documentHtml?.set(jsonLdKey(name), jsonLdText(value));
}

/** The JSON-LD its page's loader put beside the data; in the browser, what the server wrote, or nothing. */
function DocumentJsonLd({ name }: { name: string }) {
  const nonce = useNonce();
  const key = jsonLdKey(name);
  const text = useDocumentHtml(key, null);
  if (!text) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      {...documentHtmlAttribute(key)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes "<", so the JSON cannot close the script element.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/**
 * The page at `pathname`, the doctor and the clinics (lib/structured-data.ts), for the home and about pages' loaders,
 * from the stored document (with its translations: the data is in the page's language, its language tags from the
 * English names).
 */
export function putPracticeJsonLd(context: RequestContext, stored: Practice, pathname: string): void {
  putDocumentJsonLd(context, "practice", practiceStructuredData(context.siteUrl, stored, pathname, context.now().getTime()));
}

/** Where the home and about pages show the JSON-LD their loaders put with `putPracticeJsonLd`. */
export function PracticeJsonLd() {
  return <DocumentJsonLd name="practice" />;
}

/** The questions and answers of "Before your visit" as FAQPage data, for its loader. */
export function putFaqJsonLd(context: RequestContext, pathname: string, lang: string, entries: readonly { question: string; answer: string }[]): void {
  putDocumentJsonLd(context, "faq", faqPageData(context.siteUrl, pathname, lang, entries));
}

/** Where "Before your visit" shows the JSON-LD its loader put with `putFaqJsonLd`. */
export function FaqJsonLd() {
  return <DocumentJsonLd name="faq" />;
}
