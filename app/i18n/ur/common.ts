import type { Messages } from "../en/index.ts";

export const common: Messages["common"] = {
  opensInNewTab: "(نئے ٹیب میں کھلتا ہے)",
  comma: "، ",
  list: (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join("، ")} اور ${items.at(-1)}`),
  crisisLine: {
    call: (line) => [
      "اگر آپ شدید ذہنی پریشانی میں ہیں یا خود کو نقصان پہنچانے کا سوچ رہے ہیں تو ",
      line.name,
      " کو ",
      line.number,
      " (",
      line.hours,
      ") پر یا ",
      line.emergency,
      " پر فون کریں۔",
    ],
    alsoAnswers: (name, number) => [name, " ", number, " پر بھی دستیاب ہے۔"],
  },
  stars: (score, outOf) => `${outOf} میں سے ${score} ستارے`,
};
