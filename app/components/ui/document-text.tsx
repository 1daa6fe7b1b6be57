import type { HTMLAttributes } from "react";
import { documentHtmlAttribute, useDocumentText } from "#app/lib/document-html.ts";

type DocumentTextProps = Omit<HTMLAttributes<HTMLParagraphElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The key the loader left the text under (`textBesideData`). */
  name: string;
  /** The text, or null when the loader left it beside the data. */
  text: string | null;
  /** A paragraph, a span inside one, or an item of a list. */
  as?: "p" | "span" | "li";
};

/** A plain text that the loader may have left beside its data (lib/document-html.ts). */
export function DocumentText({ name, text, as: Element = "p", ...props }: DocumentTextProps) {
  const html = useDocumentText(name, text);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: plain text escaped by useDocumentText, or what the server wrote for it.
  return <Element {...props} {...documentHtmlAttribute(name)} dangerouslySetInnerHTML={{ __html: html }} />;
}
