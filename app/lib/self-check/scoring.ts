// The PHQ-9 and GAD-7 scored as published (issue 39), in the browser: the answers never leave it (decision 41).
import { gad7, phq9 } from "#app/content/screeners/phq9-gad7.json";

export type InstrumentId = "phq9" | "gad7";

/** Each instrument's bands as published, [lowest total, highest total, name]. */
const publishedBands: Record<InstrumentId, readonly (readonly [number, number, string])[]> = {
  phq9: phq9.bands as [number, number, string][],
  gad7: gad7.bands as [number, number, string][],
};

/** The band names the pages word in each language; "moderately severe" is the PHQ-9's only. */
export type BandId = "minimal" | "mild" | "moderate" | "moderatelySevere" | "severe";

const bandIds: Record<string, BandId> = {
  minimal: "minimal",
  mild: "mild",
  moderate: "moderate",
  "moderately severe": "moderatelySevere",
  severe: "severe",
};

const itemCount: Record<InstrumentId, number> = { phq9: phq9.items.en.length, gad7: gad7.items.en.length };

/** The most an instrument can total: three points an item. */
export const maxTotal = (instrument: InstrumentId) => itemCount[instrument] * 3;

/** One instrument's answers in item order: 0 "Not at all" to 3 "Nearly every day", null while unanswered. */
export type Answers = readonly (number | null)[];

export const emptyAnswers = (instrument: InstrumentId): Answers => Array.from({ length: itemCount[instrument] }, () => null);

export const isComplete = (answers: Answers) => answers.every((answer) => answer !== null);

export function totalOf(answers: Answers): number {
  return answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
}

export function bandOf(instrument: InstrumentId, total: number): BandId {
  const band = publishedBands[instrument].find(([low, high]) => total >= low && total <= high);
  if (!band) throw new RangeError(`${instrument} has no band for a total of ${total}`);
  return bandIds[band[2]]!;
}

/** An instrument's bands with their totals, lowest first, for the printable sheet's scoring key. */
export function bandRanges(instrument: InstrumentId): { band: BandId; low: number; high: number }[] {
  return publishedBands[instrument].map(([low, high, name]) => ({ band: bandIds[name]!, low, high }));
}

/**
 * PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all": the page shows the
 * crisis panel before any score, whatever the total.
 */
export function needsCrisisPanel(phq9Answers: Answers): boolean {
  return (phq9Answers[phq9.self_harm_item - 1] ?? 0) > 0;
}
