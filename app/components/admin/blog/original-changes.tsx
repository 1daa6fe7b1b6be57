import type { Change } from "diff";
import { DiffLegend, DiffWords } from "#app/components/admin/blog/text-diff.tsx";
import { type Lang, languageFacts } from "#app/i18n/languages.ts";
import type { OriginalComparison, SectionSlot } from "#app/lib/admin/original-changes.ts";

/** The original's words in a box of their own language and direction, as they flow (no scrolling box of their own). */
const wordsClass = "rounded-lg border border-sand-200 bg-white p-3 leading-relaxed break-words whitespace-pre-wrap";

function quoted(title: string): string {
  return title ? ` “${title}”` : "";
}

/** How a changed section is named: by its place in the original now (a removed one by its place before). */
export function slotName(slot: SectionSlot): string {
  const change = slot.change;
  if (change?.kind === "added") return `New section ${(slot.now ?? 0) + 1}${quoted(slot.section.title)}`;
  if (change?.kind === "removed") return `Section ${(slot.madeFrom ?? 0) + 1}${quoted(slot.section.title)}, removed`;
  return `Section ${(slot.now ?? 0) + 1}${quoted(slot.section.title)}, changed`;
}

/** One change's words: a changed section word by word, a new one all highlighted, a removed one all struck through. */
export function SlotWords({ slot, lang }: { slot: SectionSlot; lang: Lang }) {
  const { tag, dir } = languageFacts[lang];
  const { change, section } = slot;
  const whole = (value: string): Change[] => (value ? [{ value, added: change?.kind === "added", removed: change?.kind === "removed", count: 1 }] : []);
  const heading = change?.kind === "changed" ? change.heading : whole(section.title);
  const text = change?.kind === "changed" ? change.text : whole(section.description);
  return (
    <div lang={tag} dir={dir} className={wordsClass}>
      {heading.length > 0 ? (
        <strong className="mb-1 block">
          <DiffWords parts={heading} />
        </strong>
      ) : null}
      <DiffWords parts={text} />
    </div>
  );
}

/**
 * Every change of the original since the translation was made, in the original's order, each with its words in the
 * flow of the page: a phone scrolls the page, never a box, to reach the last one.
 */
export function OriginalChanges({ comparison, lang, headingLevel = 3 }: { comparison: OriginalComparison; lang: Lang; headingLevel?: 3 | 4 }) {
  const { tag, dir } = languageFacts[lang];
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const changed = comparison.slots.filter((slot) => slot.change);
  return (
    <div className="space-y-3">
      <DiffLegend beforeLabel="the original as translated" afterLabel="the original now" />
      <ol className="space-y-4">
        {comparison.title ? (
          <li className="space-y-1">
            <Heading className="font-semibold text-amber-950">The title, changed</Heading>
            <div lang={tag} dir={dir} className={wordsClass}>
              <DiffWords parts={comparison.title} />
            </div>
          </li>
        ) : null}
        {changed.map((slot) => (
          <li key={`${slot.madeFrom}-${slot.now}`} className="space-y-1">
            <Heading className="font-semibold text-amber-950">{slotName(slot)}</Heading>
            <SlotWords slot={slot} lang={lang} />
          </li>
        ))}
      </ol>
    </div>
  );
}
