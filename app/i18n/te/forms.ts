import type { Messages } from "../en/index.ts";

export const forms: Messages["forms"] = {
  consent: { before: "దీన్ని పంపడం ద్వారా మీరు మా ", link: "గోప్యతా ప్రకటన", after: "కు అంగీకరిస్తున్నారు." },
  submitting: "పంపుతున్నాం...",
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  ok: "సరే",
  problems: {
    required: (field) => `${field} తప్పనిసరి`,
    tooLong: (field, max) => `${field} గరిష్ఠంగా ${max} అక్షరాలు ఉండాలి`,
    email: "సరైన ఈమెయిల్ చిరునామా రాయండి",
    phone: (min, max) => `మొబైల్ నంబర్ ${min} నుంచి ${max} అంకెలు ఉండాలి`,
  },
  fields: { name: "పేరు", mobile: "మొబైల్ నంబర్", email: "ఈమెయిల్", message: "సందేశం", comment: "వ్యాఖ్య" },
};
