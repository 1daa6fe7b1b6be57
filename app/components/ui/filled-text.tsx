import { Fragment, type ReactNode } from "react";

/**
 * A catalogue sentence with `{name}` places for links or bold facts, so each language puts them where its word
 * order wants them: `<FilledText text="Write to {mail}." parts={{ mail: <a …/> }} />`.
 */
export function FilledText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return text.split(/\{(\w+)\}/).map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={piece}>{parts[piece]}</Fragment>));
}
