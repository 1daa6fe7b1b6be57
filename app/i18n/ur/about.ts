import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaDescription: (name, city) => `${name} کی تعلیم، عہدے، تحقیق اور رکنیتیں، اور ${city} میں ان کے علاج کے بارے میں مریضوں کی رائے۔`,
  eyebrow: "مہارت اور تجربہ",
  registration: (number) => `رجسٹریشن ${number}`,
  career: "پیشہ ورانہ سفر",
  currentEmployment: "موجودہ عہدے",
  pastExperience: "سابقہ تجربہ",
  qualifications: "قابلیتیں",
  education: "تعلیم",
  memberships: "رکنیتیں",
  research: "تحقیقی مطالعات",
  testimonials: {
    eyebrow: "مریضوں کے تجربات",
    title: "مریض کیا کہتے ہیں",
    intro: "رازداری کے لیے نام مختصر کیے گئے ہیں؛ ہر تجربہ اجازت سے شیئر کیا گیا ہے۔",
    carousel: "مریضوں کے تجربات",
    slide: (index, count) => `${count} میں سے ${index}`,
    position: "تجربہ",
    previous: "پچھلا تجربہ",
    next: "اگلا تجربہ",
  },
  portraitUnavailable: "ڈاکٹر کی تصویر دستیاب نہیں",
};
