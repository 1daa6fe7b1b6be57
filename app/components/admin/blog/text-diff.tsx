import { type Change, diffWordsWithSpace } from "diff";
import { useMemo } from "react";

/**
 * What changed from `before` to `after`, word by word: removed words struck through, added ones underlined, each
 * named for screen readers too (colour alone says nothing to them).
 */
export function TextDiff({ before, after, beforeLabel, afterLabel }: { before: string; after: string; beforeLabel: string; afterLabel: string }) {
  const parts = useMemo(() => diffWordsWithSpace(before, after), [before, after]);
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <div>
      <DiffLegend beforeLabel={beforeLabel} afterLabel={afterLabel} />
      <div className="mt-2 max-h-80 overflow-y-auto rounded-lg border border-sand-200 bg-white p-3 text-base leading-relaxed break-words whitespace-pre-wrap">
        {changed ? null : <p className="mb-2 font-medium text-ink-700">The two versions are the same.</p>}
        <DiffWords parts={parts} />
      </div>
    </div>
  );
}

/** What the struck-through and the highlighted words mean. */
export function DiffLegend({ beforeLabel, afterLabel }: { beforeLabel: string; afterLabel: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
      <span>
        <del className="rounded bg-red-100 px-1 text-red-900">struck through</del>: only in {beforeLabel}
      </span>
      <span>
        <ins className="rounded bg-emerald-100 px-1 text-emerald-900 no-underline">highlighted</ins>: only in {afterLabel}
      </span>
    </p>
  );
}

/** A word diff's parts in the flow of their text, the box around them the caller's. */
export function DiffWords({ parts }: { parts: readonly Change[] }) {
  return parts.map((part, index) => {
    // biome-ignore-start lint/suspicious/noArrayIndexKey: the parts of one diff have no identity but their order.
    if (part.removed) {
      return (
        <del key={index} className="rounded bg-red-100 text-red-900">
          <span className="sr-only">[removed: </span>
          {part.value}
          <span className="sr-only">]</span>
        </del>
      );
    }
    if (part.added) {
      return (
        <ins key={index} className="rounded bg-emerald-100 text-emerald-900 no-underline">
          <span className="sr-only">[added: </span>
          {part.value}
          <span className="sr-only">]</span>
        </ins>
      );
    }
    return <span key={index}>{part.value}</span>;
    // biome-ignore-end lint/suspicious/noArrayIndexKey: see above.
  });
}
