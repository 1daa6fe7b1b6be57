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
