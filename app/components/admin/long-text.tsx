import { useId, useState } from "react";

/**
 * Shows a message in full when short; a long one is cut after `limit` characters with a Show more toggle. In the
 * direction of its own words: an Urdu comment reads right to left, aligned right.
 */
export function LongText({ text, limit = 180 }: { text: string; limit?: number }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = long && !expanded ? `${text.slice(0, limit).trimEnd()}…` : text;
  return (
    <div>
      <p id={id} dir="auto" className="break-words whitespace-pre-line">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 min-h-11 font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      ) : null}
    </div>
  );
}
