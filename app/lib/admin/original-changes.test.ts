import { describe, expect, it } from "vitest";
import { changesWord, compareOriginal, slotsBySection } from "#app/lib/admin/original-changes.ts";

const habits = { title: "Habits that help", description: "Keep the same wake-up time." };
const doctor = { title: "When to see a doctor", description: "If sleeplessness lasts longer than a month, please get it assessed." };
const warned = { ...doctor, description: `${doctor.description} Sleeping tablets taken without guidance can become a habit.` };
const street = { title: "A two-way street", description: "Poor sleep makes anxiety worse." };

const added = (words: { added?: boolean; value: string }[]) => words.filter((part) => part.added).map((part) => part.value.trim());

describe("what changed in the original", () => {
  it("finds the sentence added to the last section as a change of that section, at its place", () => {
    const compared = compareOriginal({ title: "Sleep", content: [street, habits, doctor] }, { title: "Sleep", content: [street, habits, warned] });
    expect(compared.count).toBe(1);
    expect(compared.title).toBeNull();
    expect(compared.slots.map(({ madeFrom, now, change }) => [madeFrom, now, change?.kind ?? null])).toEqual([
      [0, 0, null],
      [1, 1, null],
      [2, 2, "changed"],
    ]);
    const change = compared.slots[2]!.change;
    expect(change?.kind === "changed" && added(change.text)).toEqual(["Sleeping tablets taken without guidance can become a habit."]);
    expect(change?.kind === "changed" && added(change.heading)).toEqual([]);
  });

  it("names a new section, a removed one and a new title, in the original's order", () => {
    const compared = compareOriginal({ title: "Sleep", content: [street, habits] }, { title: "Sleep and mood", content: [habits, doctor] });
    expect(compared.count).toBe(3);
    expect(compared.title && added(compared.title)).toEqual(["and mood"]);
    expect(compared.slots.map(({ madeFrom, now, section, change }) => [madeFrom, now, section.title, change?.kind ?? null])).toEqual([
      [0, null, "A two-way street", "removed"],
      [1, 0, "Habits that help", null],
      [null, 1, "When to see a doctor", "added"],
    ]);
  });

  it("pairs sections replaced at one place as changes, and leaves the rest new", () => {
    const compared = compareOriginal({ title: "Sleep", content: [street] }, { title: "Sleep", content: [{ ...street, title: "Both ways" }, doctor] });
    expect(compared.slots.map(({ madeFrom, now, change }) => [madeFrom, now, change?.kind])).toEqual([
      [0, 0, "changed"],
      [null, 1, "added"],
    ]);
  });

  it("gives each of the translation's sections its slots: a new section goes with the section after it, or at the end", () => {
    const compared = compareOriginal({ title: "Sleep", content: [street, doctor] }, { title: "Sleep", content: [street, habits, doctor, warned] });
    const groups = slotsBySection(compared, 2);
    expect(groups.map((group) => group.map((slot) => `${slot.section.title}:${slot.change?.kind ?? "same"}`))).toEqual([
      ["A two-way street:same"],
      ["Habits that help:added", "When to see a doctor:same"],
      ["When to see a doctor:added"],
    ]);
  });

  it("finds nothing in two equal versions", () => {
    const version = { title: "Sleep", content: [street, doctor] };
    expect(compareOriginal(version, version).count).toBe(0);
    expect(changesWord(1)).toBe("1 change");
    expect(changesWord(2)).toBe("2 changes");
  });
});
