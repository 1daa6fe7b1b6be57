// The first practice document's texts in Hindi, Telugu and Urdu (decision 31), keyed by the English field's path in
// app/content/practice.ts; all three languages published. Fictional, like the English. Names of people, clinics and
// places stay in Latin letters, and digits are Latin in every language, as the dialler and WhatsApp read them.

import type { PracticeTranslations } from "#app/lib/practice-schema.ts";
import { visitTexts } from "./before-your-visit.ts";
import { hi } from "./hi.ts";
import { te } from "./te.ts";
import { ur } from "./ur.ts";

export const defaultTranslations: PracticeTranslations = {
  hi: { published: true, texts: { ...hi, ...visitTexts.hi } },
  te: { published: true, texts: { ...te, ...visitTexts.te } },
  ur: { published: true, texts: { ...ur, ...visitTexts.ur } },
};
