import type { Messages } from "../en/index.ts";

export const forms: Messages["forms"] = {
  consent: { before: "इसे भेजकर आप हमारी ", link: "गोपनीयता सूचना", after: " से सहमत होते हैं।" },
  submitting: "भेजा जा रहा है...",
  opensInNewTab: "(नए टैब में खुलता है)",
  ok: "ठीक है",
  problems: {
    required: (field) => `${field} ज़रूरी है`,
    tooLong: (field, max) => `${field} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
    email: "सही ईमेल पता लिखें",
    phone: (min, max) => `मोबाइल नंबर ${min} से ${max} अंकों का होना चाहिए`,
  },
  fields: { name: "नाम", mobile: "मोबाइल नंबर", email: "ईमेल", message: "संदेश", comment: "टिप्पणी" },
};
