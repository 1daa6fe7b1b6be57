import type { ReactNode } from "react";
import { useLang } from "#app/i18n/catalogue.ts";
import { englishProps } from "#app/i18n/latin-text.ts";

/** Latin words in a row ("Dr. Aarav Mehta", "WhatsApp", "MMC 2009/04/1234"), with what joins them inside a name. */
const latinRun = /[A-Za-z][\w.&'’/-]*(?: +[A-Za-z0-9][\w.&'’/-]*)*/g;

/**
 * A sentence of the page's language that a message made around a name: on a Hindi, Telugu or Urdu page each run of
 * Latin words in it is marked English (screen readers pronounce it so) and, on an Urdu page, isolated left to right
 * so that a number beside it cannot swap sides. English pages get the text as it is.
 */
export function LatinRuns({ children }: { children: string }): ReactNode {
  const mark = englishProps(useLang());
  if (!mark.lang) return children;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(latinRun)) {
    if (match.index > last) parts.push(children.slice(last, match.index));
    parts.push(
      <span key={match.index} {...mark}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return parts;
}
