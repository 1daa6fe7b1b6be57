import type { EnglishFieldProps } from "#app/lib/practice-context.ts";

type EnglishSpanProps = {
  mark: EnglishFieldProps;
  children: string;
  /** Punctuation of the page's line around the English words (", ", " (" and ")"), outside the span. */
  before?: string;
  after?: string;
};

/**
 * English words inside a line in the page's language (a name, a practice field not yet translated), in a span that
 * marks them (`lang="en"`, left to right on Urdu pages). With nothing to mark (an English page, a translated field)
 * one bare text, so that English pages carry no extra element nor text break.
 */
export function EnglishSpan({ mark, children, before = "", after = "" }: EnglishSpanProps) {
  if (!mark.lang) return `${before}${children}${after}`;
  return (
    <>
      {before || null}
      <span {...mark}>{children}</span>
      {after || null}
    </>
  );
}
