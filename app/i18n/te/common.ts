import type { Messages } from "../en/index.ts";

export const common: Messages["common"] = {
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  comma: ", ",
  list: (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} మరియు ${items.at(-1)}`),
  crisisLine: {
    call: (line) => [
      "మీరు తీవ్రమైన బాధలో ఉన్నా, మీకు మీరే హాని చేసుకోవాలనే ఆలోచనలు వస్తున్నా, ",
      line.name,
      " నంబర్ ",
      line.number,
      " (",
      line.hours,
      ") లేదా ",
      line.emergency,
      "కు కాల్ చేయండి.",
    ],
    alsoAnswers: (name, number) => [name, " ", number, " నంబర్‌లో కూడా అందుబాటులో ఉంటుంది."],
  },
  stars: (score, outOf) => `${outOf}కి ${score} నక్షత్రాలు`,
};
