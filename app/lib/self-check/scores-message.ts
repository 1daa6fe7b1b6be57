import type { Messages } from "#app/i18n/en/index.ts";
import { type BandId, type InstrumentId, maxTotal } from "#app/lib/self-check/scoring.ts";

export type Score = { instrument: InstrumentId; total: number; band: BandId };

/**
 * The chat message a patient may send the doctor after the self-check: the totals and their bands, never an answer
 * (item 9's included), in the page's language.
 */
export function scoresMessage(doctorName: string, scores: readonly Score[], words: Messages["selfCheck"]): string {
  return [
    words.message.greeting(doctorName),
    ...scores.map(({ instrument, total, band }) =>
      words.message.line(words.names[instrument], words.result.score(total, maxTotal(instrument)), words.result.bands[band]),
    ),
  ].join("\n");
}
