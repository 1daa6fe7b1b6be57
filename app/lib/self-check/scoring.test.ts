import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { hi } from "#app/i18n/hi/index.ts";
import { scoresMessage } from "#app/lib/self-check/scores-message.ts";
import { type Answers, type BandId, bandOf, bandRanges, emptyAnswers, isComplete, maxTotal, needsCrisisPanel, totalOf } from "#app/lib/self-check/scoring.ts";

/** Answers of `count` items adding up to `total`, filled from the first item (three points each at most). */
function answersTotalling(total: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.max(0, Math.min(3, total - index * 3)));
}

describe("PHQ-9 and GAD-7 totals and bands, as published", () => {
  // Every published boundary: the last total of a band and the first of the next.
  const phq9: [number, BandId][] = [
    [0, "minimal"],
    [4, "minimal"],
    [5, "mild"],
    [9, "mild"],
    [10, "moderate"],
    [14, "moderate"],
    [15, "moderatelySevere"],
    [19, "moderatelySevere"],
    [20, "severe"],
    [27, "severe"],
  ];
  const gad7: [number, BandId][] = [
    [0, "minimal"],
    [4, "minimal"],
    [5, "mild"],
    [9, "mild"],
    [10, "moderate"],
    [14, "moderate"],
    [15, "severe"],
    [21, "severe"],
  ];

  it.each(phq9)("PHQ-9 total %i is %s", (total, band) => {
    const answers = answersTotalling(total, 9);
    expect(totalOf(answers)).toBe(total);
    expect(bandOf("phq9", totalOf(answers))).toBe(band);
  });

  it.each(gad7)("GAD-7 total %i is %s", (total, band) => {
    const answers = answersTotalling(total, 7);
    expect(totalOf(answers)).toBe(total);
    expect(bandOf("gad7", totalOf(answers))).toBe(band);
  });

  it("gives every possible total a band and none beyond the maximum", () => {
    expect(maxTotal("phq9")).toBe(27);
    expect(maxTotal("gad7")).toBe(21);
    for (const instrument of ["phq9", "gad7"] as const) {
      const ranges = bandRanges(instrument);
      expect(ranges[0]!.low).toBe(0);
      expect(ranges.at(-1)!.high).toBe(maxTotal(instrument));
      for (const [index, range] of ranges.slice(1).entries()) expect(range.low).toBe(ranges[index]!.high + 1);
      expect(() => bandOf(instrument, maxTotal(instrument) + 1)).toThrow(RangeError);
    }
  });

  it("counts a questionnaire complete only with every item answered", () => {
    const answers: Answers = emptyAnswers("gad7");
    expect(answers).toHaveLength(7);
    expect(isComplete(answers)).toBe(false);
    expect(isComplete([0, 0, 0, 0, 0, 0, null])).toBe(false);
    expect(isComplete([0, 0, 0, 0, 0, 0, 0])).toBe(true);
  });
});

describe("the item-9 rule", () => {
  it("shows the crisis panel for any answer above 'Not at all' on item 9, a total of 1 from item 9 alone included", () => {
    for (const points of [1, 2, 3]) {
      const answers = [0, 0, 0, 0, 0, 0, 0, 0, points];
      expect(needsCrisisPanel(answers), `item 9 = ${points}`).toBe(true);
    }
    expect(totalOf([0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(1);
    expect(bandOf("phq9", 1)).toBe("minimal");
  });

  it("does not show it when item 9 is 'Not at all', whatever the total", () => {
    expect(needsCrisisPanel([3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    expect(needsCrisisPanel([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
    expect(needsCrisisPanel(emptyAnswers("phq9"))).toBe(false);
  });
});

describe("the scores message for WhatsApp", () => {
  const scores = [
    { instrument: "phq9", total: 12, band: "moderate" },
    { instrument: "gad7", total: 5, band: "mild" },
  ] as const;

  it("carries the totals and bands and nothing of the answers", () => {
    expect(scoresMessage("Dr. Aarav Mehta", scores, en.selfCheck)).toBe(
      ["Hello Dr. Aarav Mehta, my self-check scores before my visit:", "PHQ-9 (low mood): 12 out of 27 (Moderate)", "GAD-7 (anxiety): 5 out of 21 (Mild)"].join(
        "\n",
      ),
    );
  });

  it("is written in the page's language", () => {
    expect(scoresMessage("Dr. Aarav Mehta", scores, hi.selfCheck)).toBe(
      ["नमस्ते Dr. Aarav Mehta, मुलाक़ात से पहले मेरे सेल्फ़-चेक का स्कोर:", "PHQ-9 (उदासी): 27 में से 12 (मध्यम)", "GAD-7 (चिंता): 21 में से 5 (हल्का)"].join("\n"),
    );
  });
});
