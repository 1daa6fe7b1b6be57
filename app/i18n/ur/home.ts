import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: (name, city) => `${name} | ${city} میں ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت`,
  metaDescription: (doctor, city, languages) =>
    `${doctor.name} (${doctor.qualifications})، ${city}: ڈپریشن، بے چینی، نشے کی لت، جنسی صحت اور یادداشت کے مسائل کا رازدارانہ علاج، ${languages} میں۔`,
  readyToConnect: "بات کرنا چاہتے ہیں؟",
  onBookingSite: (site) => `بکنگ ویب سائٹ ${site} پر`,
  atAGlance: "ایک نظر میں",
  rating: (reviews) => `${reviews} سے زائد ریویوز میں 5/5`,
  ratedOn: "دو پلیٹ فارمز پر مریضوں کی ریٹنگ",
  languages: (count) => `${count} زبانیں`,
  clinicsIn: (count, city) => `${city} میں ${count} کلینک`,
  clinics: {
    eyebrow: "میرے کلینک",
    title: "دو کلینک، دیکھ بھال ایک جیسی",
    intro: "اپنی سہولت کے مطابق کلینک اور وقت چنیں۔ ہر ملاقات اطمینان سے ہوتی ہے اور مکمل طور پر رازدارانہ رہتی ہے۔",
    timings: "اوقات",
    fee: "فیس",
    address: "پتا",
    exploreServices: "خدمات دیکھیں",
  },
};
