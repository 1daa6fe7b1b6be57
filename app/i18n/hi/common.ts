import type { Messages } from "../en/index.ts";

export const common: Messages["common"] = {
  opensInNewTab: "(नए टैब में खुलता है)",
  comma: ", ",
  list: (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} और ${items.at(-1)}`),
  crisisLine: {
    call: (line) => [
      "अगर आप संकट में हैं या ख़ुद को नुक़सान पहुँचाने के बारे में सोच रहे हैं, तो ",
      line.name,
      " को ",
      line.number,
      " (",
      line.hours,
      ") पर या ",
      line.emergency,
      " पर कॉल करें।",
    ],
    alsoAnswers: (name, number) => [name, " ", number, " पर भी उपलब्ध है।"],
  },
  stars: (score, outOf) => `${outOf} में से ${score} स्टार`,
};
