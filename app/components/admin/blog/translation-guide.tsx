import { useId, useMemo } from "react";
import { slotName } from "#app/components/admin/blog/original-changes.tsx";
import { OriginalWords } from "#app/components/admin/blog/original-text.tsx";
import { DiffWords } from "#app/components/admin/blog/text-diff.tsx";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import type { WireTranslationSource } from "#app/contract/shapes.ts";
import { languageFacts } from "#app/i18n/languages.ts";
import { type OriginalComparison, type SectionSlot, changesWord, compareOriginal, slotsBySection } from "#app/lib/admin/original-changes.ts";

export type TranslationGuide = {
  source: WireTranslationSource;
  /** The original's changes since the translation was made; none when it is up to date. */
  comparison: OriginalComparison;
  /** The original's sections that go with the translation's section at each place (see `slotsBySection`). */
  sectionSlots: (index: number, sectionCount: number) => SectionSlot[];
  /** What comes after the translation's last section: the original's new sections, and those it has no section for. */
  trailingSlots: (sectionCount: number) => SectionSlot[];
  /** The id of a change's box beside its field, which the summary links to. */
  anchor: (slot: SectionSlot) => string;
  titleAnchor: string;
};

/** What the editor of a translation shows of its original, field by field; null for a post that is no translation. */
export function useTranslationGuide(source: WireTranslationSource | undefined, outdated: boolean): TranslationGuide | null {
  const prefix = useId();
  return useMemo(() => {
    if (!source) return null;
    // Up to date (or made before its source was kept), the original now stands beside each section unchanged.
    const madeFrom = outdated && source.madeFrom ? source.madeFrom : source.original;
    const comparison = compareOriginal(madeFrom, source.original);
    const groups = slotsBySection(comparison, madeFrom.content.length);
    const shared = (sectionCount: number) => Math.min(sectionCount, madeFrom.content.length);
    return {
      source,
      comparison,
      sectionSlots: (index, sectionCount) => (index < shared(sectionCount) ? (groups[index] ?? []) : []),
      trailingSlots: (sectionCount) => groups.slice(shared(sectionCount)).flat(),
      anchor: (slot) => `${prefix}-original-${slot.madeFrom ?? "new"}-${slot.now ?? "gone"}`,
      titleAnchor: `${prefix}-original-title`,
    };
  }, [source, outdated, prefix]);
}

/**
 * First in the editor of an outdated translation: how many changes the original has, each a link to its words beside
 * the translation's field, in the original's order.
 */
export function ChangesSummary({ guide }: { guide: TranslationGuide }) {
  const { comparison } = guide;
  if (comparison.count === 0) return null;
  const changed = comparison.slots.filter((slot) => slot.change);
  return (
    <section aria-labelledby={`${guide.titleAnchor}-summary`} className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={`${guide.titleAnchor}-summary`} className="font-semibold text-amber-950">
        The {languageNames[guide.source.original.lang]} original has {changesWord(comparison.count)} since this translation was made
      </h3>
      <p className="text-ink-700">Each is shown with the field it belongs to. Once they are translated, tick “Changes carried over” before you save.</p>
      <ol className="list-decimal space-y-1 ps-6">
        {comparison.title ? (
          <li>
            <a href={`#${guide.titleAnchor}`} className="font-medium text-accent-700 underline underline-offset-4">
              The title, changed
            </a>
          </li>
        ) : null}
        {changed.map((slot) => (
          <li key={guide.anchor(slot)}>
            <a href={`#${guide.anchor(slot)}`} className="font-medium text-accent-700 underline underline-offset-4">
              {slotName(slot)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The doctor's word that the original's changes are in the translation: only a save with it ticked clears the mark. */
export function CarriedOver({
  count,
  checked,
  onChange,
  disabled,
}: {
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <input type="checkbox" className="mt-1 size-5 shrink-0" checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} />
      <span>
        <span className="block font-semibold text-amber-950">Changes carried over</span>
        <span className="text-ink-700">
          The original's {count > 0 ? changesWord(count) : "changes"} {count === 1 ? "is" : "are"} in this translation: saving marks it up to date. Unticked, a
          save keeps the translation outdated.
        </span>
      </span>
    </label>
  );
}

/**
 * A translation's search field still in its original's words (not empty, the same text): search results would show the
 * original's language for this post. Undefined when it is translated, empty, or the post is no translation.
 */
export function untranslatedWarning(guide: TranslationGuide | null, value: string, original: string): string | undefined {
  if (!guide || value.trim() === "" || value.trim() !== original.trim()) return undefined;
  return `Still the ${languageNames[guide.source.original.lang]} original's words: search results would show them for this post.`;
}

/** The original's title beside the translation's, word by word when it changed. */
export function OriginalTitle({ guide }: { guide: TranslationGuide }) {
  const { source, comparison } = guide;
  const lang = source.original.lang;
  if (!comparison.title)
    return (
      <OriginalWords lang={lang} name="title">
        {source.original.title}
      </OriginalWords>
    );
  const { tag, dir } = languageFacts[lang];
  return (
    <div id={guide.titleAnchor} className="min-w-0 scroll-mt-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-950">{languageNames[lang]} original: the title, changed</p>
      <p lang={tag} dir={dir} className="rounded-lg border border-sand-200 bg-white p-3 break-words">
        <DiffWords parts={comparison.title} />
      </p>
    </div>
  );
}

/** The original's words of one search field, to stand beside the translation's; null when the original leaves it empty. */
export function originalSearchField(guide: TranslationGuide | null, field: "metatitle" | "metadescription" | "keywords", name: string) {
  const words = guide?.source.original[field];
  if (!guide || !words) return null;
  return (
    <OriginalWords lang={guide.source.original.lang} name={name}>
      {words}
    </OriginalWords>
  );
}
