import type { ReactNode } from "react";

/**
 * Texts of the shared pieces every page may show. A sentence with links in it is a function of those links, so each
 * language places them where its word order wants them.
 */
export const common = {
  /** After a link's text, for screen readers. */
  opensInNewTab: "(opens in a new tab)",
  /** Between the items of a list written out: Urdu has its own comma. */
  comma: ", ",
  /** A list of names: "A and B", "A, B and C". */
  list: (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`),
  crisisLine: {
    /** `hours` is an element where the page marks them as English (a translation missing): else one text, as always. */
    call: (line: { name: ReactNode; number: ReactNode; hours: ReactNode; emergency: ReactNode }) => [
      "If you are in crisis or thinking about harming yourself, call ",
      line.name,
      " ",
      line.number,
      ...(typeof line.hours === "string" ? [` (${line.hours}) or `] : [" (", line.hours, ") or "]),
      line.emergency,
      ".",
    ],
    alsoAnswers: (name: ReactNode, number: ReactNode) => [name, " also answers on ", number, "."],
  },
  stars: (score: number, outOf: number) => `${score} out of ${outOf} stars`,
};
