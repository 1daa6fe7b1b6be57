import { createContext, useContext, useState } from "react";

/**
 * Large sanitised HTML a page shows (an article's sections), handed to the server render beside the
 * loader data instead of inside it: in a document the hydration data would otherwise carry every
 * section twice. The loader puts it here for document requests and in its data for client navigations.
 */
export type DocumentHtml = Map<string, string>;

export const DocumentHtmlContext = createContext<DocumentHtml>(new Map());

/** Marks the element that holds a key's HTML in the page. */
const documentHtmlAttributeName = "data-document-html";

/**
 * The HTML for `key`: the loader's when it sent it; on the server the render's side channel; while
 * hydrating, what the server already put in the page (React keeps inner HTML as it is when hydrating).
 */
export function useDocumentHtml(key: string, fromLoader: string | null): string {
  const documentHtml = useContext(DocumentHtmlContext);
  const [fromPage] = useState(() => {
    if (fromLoader !== null) return "";
    if (typeof document === "undefined") return documentHtml.get(key) ?? "";
    return document.querySelector(`[${documentHtmlAttributeName}="${CSS.escape(key)}"]`)?.innerHTML ?? "";
  });
  return fromLoader ?? fromPage;
}

export function documentHtmlAttribute(key: string) {
  return { [documentHtmlAttributeName]: key };
}

/** A plain text as HTML: `&`, `<`, `>` and `"` escaped. */
export function textAsHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A long plain text a page shows (a testimonial, the doctor's introduction), handed to the render beside the data in
 * a document request, like an article's sections, and `null` in the data; after a client navigation, the text. In
 * Hindi and Telugu, three bytes a character, such texts were most of what a page sent twice (issue 28's budget).
 */
export function textBesideData(documentHtml: DocumentHtml | null, key: string, text: string): string | null {
  if (!documentHtml) return text;
  documentHtml.set(key, textAsHtml(text));
  return null;
}

/** Attributes for HTML a loader builds (a text's `lang` and `dir`), values escaped; an undefined one is left out. */
export function attributesHtml(attributes: Record<string, string | undefined>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === undefined ? "" : ` ${name}="${textAsHtml(value)}"`))
    .join("");
}

/** HTML a loader built from escaped texts (a list of entries), beside the data like `textBesideData`'s texts. */
export function htmlBesideData(documentHtml: DocumentHtml | null, key: string, html: string): string | null {
  if (!documentHtml) return html;
  documentHtml.set(key, html);
  return null;
}

/** The HTML of a text `textBesideData` handled: its own, escaped, or the page's. */
export function useDocumentText(key: string, fromLoader: string | null): string {
  return useDocumentHtml(key, fromLoader === null ? null : textAsHtml(fromLoader));
}
