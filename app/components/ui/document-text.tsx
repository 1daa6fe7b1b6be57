import type { HTMLAttributes } from "react";
import { documentHtmlAttribute, useDocumentHtml, useDocumentText } from "#app/lib/document-html.ts";

type DocumentTextProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The key the loader left the text under (`textBesideData`). */
  name: string;
  /** The text, or null when the loader left it beside the data. */
  text: string | null;
  /** A paragraph, or a span inside one. */
  as?: "p" | "span";
};

/** A plain text that the loader may have left beside its data (lib/document-html.ts). */
export function DocumentText({ name, text, as: Element = "p", ...props }: DocumentTextProps) {
  const html = useDocumentText(name, text);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: plain text escaped by useDocumentText, or what the server wrote for it.
  return <Element {...props} {...documentHtmlAttribute(name)} dangerouslySetInnerHTML={{ __html: html }} />;
}

type DocumentListProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The key the loader left the items' HTML under (`htmlBesideData`). */
  name: string;
  /** The items' HTML, built by the loader from escaped texts, or null when it left it beside the data. */
  html: string | null;
  as: "ul" | "ol";
};

/** A list whose items' HTML the loader built and may have left beside its data (lib/document-html.ts). */
export function DocumentList({ name, html, as: Element, ...props }: DocumentListProps) {
  const items = useDocumentHtml(name, html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built by the loader from escaped texts, or what the server wrote for it.
  return <Element {...props} {...documentHtmlAttribute(name)} dangerouslySetInnerHTML={{ __html: items }} />;
}
