import { type Change, diffArrays, diffWordsWithSpace } from "diff";

type Section = { title: string; description: string };
type OriginalVersion = { title: string; content: Section[] };

/** What became of one section of the original: kept as it was, changed (its heading and text word by word), new, or removed. */
type SectionChange = null | { kind: "changed"; heading: Change[]; text: Change[] } | { kind: "added" } | { kind: "removed" };

/**
 * One section of the original in the order of both versions: its place in the text the translation was made from
 * (`madeFrom`: the translation's section at the same place; null for a new one) and in the original now (`now`;
 * null for a removed one), its words (as they are now, or as they were when removed) and its change.
 */
export type SectionSlot = { madeFrom: number | null; now: number | null; section: Section; change: SectionChange };

/** What changed in the original since the translation was made: the title's words, each section, and how many changes. */
export type OriginalComparison = { title: Change[] | null; slots: SectionSlot[]; count: number };

const sameSection = (a: Section, b: Section) => a.title === b.title && a.description === b.description;

/**
 * Lines the two versions of the original up section by section. Sections removed and added at the same place are
 * paired in order as changed sections (a sentence added to a section is a change of that section, not a section
 * removed and another added); what is left over is removed or new.
 */
export function compareOriginal(madeFrom: OriginalVersion, now: OriginalVersion): OriginalComparison {
  const slots: SectionSlot[] = [];
  let before = 0;
  let after = 0;
  let removed: Section[] = [];
  const flushRemoved = () => {
    for (const section of removed) slots.push({ madeFrom: before++, now: null, section, change: { kind: "removed" } });
    removed = [];
  };
  for (const part of diffArrays(madeFrom.content, now.content, { comparator: sameSection })) {
    if (part.removed) {
      removed = [...removed, ...part.value];
      continue;
    }
    if (part.added) {
      for (const section of part.value) {
        const old = removed.shift();
        const change: SectionChange = old
          ? { kind: "changed", heading: diffWordsWithSpace(old.title, section.title), text: diffWordsWithSpace(old.description, section.description) }
          : { kind: "added" };
        slots.push({ madeFrom: old ? before++ : null, now: after++, section, change });
      }
      flushRemoved();
      continue;
    }
    flushRemoved();
    for (const section of part.value) slots.push({ madeFrom: before++, now: after++, section, change: null });
  }
  flushRemoved();
  const title = madeFrom.title === now.title ? null : diffWordsWithSpace(madeFrom.title, now.title);
  return { title, slots, count: (title ? 1 : 0) + slots.filter((slot) => slot.change).length };
}

/**
 * The slots that go with each of the translation's sections, by its place: the slot of the section it was made from,
 * after the original's new sections just before it. Index `madeFromCount` holds what comes after the last one (new
 * sections at the end, and every section past the made-from text's length).
 */
export function slotsBySection(comparison: OriginalComparison, madeFromCount: number): SectionSlot[][] {
  const groups: SectionSlot[][] = Array.from({ length: madeFromCount + 1 }, () => []);
  let waiting: SectionSlot[] = [];
  for (const slot of comparison.slots) {
    waiting.push(slot);
    if (slot.madeFrom === null) continue;
    groups[Math.min(slot.madeFrom, madeFromCount)]!.push(...waiting);
    waiting = [];
  }
  groups[madeFromCount]!.push(...waiting);
  return groups;
}

/** "1 change", "3 changes". */
export function changesWord(count: number): string {
  return `${count} ${count === 1 ? "change" : "changes"}`;
}
