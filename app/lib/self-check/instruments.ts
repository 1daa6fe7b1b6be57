// The questionnaires' own words, as Pfizer publishes them in English and in Hindi for India: shown exactly as written,
// since a validated instrument's wording is part of its validity. Never translated here (issue 39).
import { gad7, options_values, phq9 } from "#app/content/screeners/phq9-gad7.json";
import type { InstrumentId } from "#app/lib/self-check/scoring.ts";

/** The languages the instruments are published in; Telugu and Urdu pages offer these two. */
export type InstrumentLang = "en" | "hi";

type InstrumentText = { prompt: string; options: readonly string[]; items: readonly string[] };

export const instrumentIds: readonly InstrumentId[] = ["phq9", "gad7"];

export function instrumentText(instrument: InstrumentId, lang: InstrumentLang): InstrumentText {
  const source = instrument === "phq9" ? phq9 : gad7;
  return { prompt: source.prompt[lang], options: source.options[lang], items: source.items[lang] };
}

/** The points of the answers, in the order of the options: "Not at all" 0 to "Nearly every day" 3. */
export const answerPoints: readonly number[] = options_values;

/** The credit Pfizer's sheets carry, in their words (English on every page, as on the Hindi sheets). */
export const instrumentCredit =
  "PHQ-9 and GAD-7: developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.";
