import type { Messages } from "../en/index.ts";

export const whyChooseUs: Messages["whyChooseUs"] = {
  metaTitle: (siteName) => `ہمیں کیوں منتخب کریں | ${siteName}`,
  metaDescription: (city, name, languages) =>
    `${city} کے مریض ${name} کو کیوں چنتے ہیں: تجربہ، رازداری، تشخیص کا 5 پہلوؤں والا طریقہ، ${languages} میں مشورہ، اور 5/5 ریٹنگ۔`,
  title: "ایسی دیکھ بھال جو پہلے سنتی ہے اور پورے انسان کا علاج کرتی ہے",
  intro: (name) => `ماہرِ نفسیاتی امراض کا انتخاب ایک ذاتی فیصلہ ہے۔ ہر ملاقات میں ${name} سے آپ یہ توقع رکھ سکتے ہیں۔`,
  reasons: "ہمیں منتخب کرنے کی وجوہات",
  ratings: {
    eyebrow: "مریضوں کی ریٹنگ",
    title: "مریضوں کی طرف سے 5/5 ریٹنگ",
    intro: (name) => `${name} سے مشورہ کر چکے لوگوں کے آزادانہ ریویوز۔`,
    reviews: "ریویوز",
    readReviews: "ریویوز پڑھیں",
    onPlatform: (platform) => `${platform} پر (نئے ٹیب میں کھلتا ہے)`,
  },
};
