import type { Messages } from "../en/index.ts";

export const services: Messages["services"] = {
  metaTitle: (siteName) => `ہماری خدمات | ${siteName}`,
  metaDescription: (services, name, city) => `${services} — ${city} میں ${name} سے مشورہ۔`,
  title: "ذہن، مزاج اور جنسی صحت کے لیے ماہرانہ دیکھ بھال",
  intro: (name, count) => `ذہنی دباؤ پر پہلی گفتگو سے لے کر جدید نیوروموڈیولیشن تک، ${name} ایک ہی جگہ ${count} طرح کی دیکھ بھال فراہم کرتے ہیں۔`,
  areas: "خدمات کے شعبے",
  selfCheckLink: "اداسی اور بے چینی کے لیے نجی سیلف چیک",
  notSure: "سمجھ نہیں آ رہا کہ کون سی خدمت آپ کے لیے ہے؟ پہلے مشورے کا وقت بک کریں، ہم مل کر طے کر لیں گے۔",
  bookingTitle: "پہلا قدم اٹھانے کے لیے تیار ہیں؟",
  bookingIntro: (name) => `کلینک اور وقت چنیں؛ آپ کی درخواست WhatsApp میں ${name} کے نمبر پر پیغام کی صورت میں کھلے گی۔`,
};
