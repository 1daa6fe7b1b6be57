import type { Messages } from "../en/index.ts";

export const common: Messages["common"] = {
  opensInNewTab: "(नए टैब में खुलता है)",
  weekdays: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
  list: (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} और ${items.at(-1)}`),
  crisisLine: {
    call: (line) => [
      "अगर आप संकट में हैं या ख़ुद को नुकसान पहुँचाने के बारे में सोच रहे हैं, तो ",
      line.name,
      " को ",
      line.number,
      ` (${line.hours}) पर या `,
      line.emergency,
      " पर कॉल करें।",
    ],
    alsoAnswers: (name, number) => [name, " ", number, " पर भी उपलब्ध है।"],
  },
  privacyConsent: (notice) => ["इसे भेजकर आप हमारी ", notice, " से सहमत होते हैं।"],
  privacyNotice: "गोपनीयता सूचना",
  ok: "ठीक है",
  pageOf: (page, pages) => `पेज ${page} / ${pages}`,
  stars: (score, outOf) => `${outOf} में से ${score} स्टार`,
};
