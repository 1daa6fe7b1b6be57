import type { Messages } from "../en/index.ts";

export const forms: Messages["forms"] = {
  consent: { before: "یہ بھیج کر آپ ہمارے ", link: "رازداری کے نوٹس", after: " سے اتفاق کرتے ہیں۔" },
  submitting: "بھیجا جا رہا ہے...",
  opensInNewTab: "(نئے ٹیب میں کھلتا ہے)",
  ok: "ٹھیک ہے",
  problems: {
    required: (field) => `${field} ضروری ہے`,
    tooLong: (field, max) => `${field} زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے`,
    email: "درست ای میل پتا لکھیں",
    phone: (min, max) => `موبائل نمبر ${min} سے ${max} ہندسوں کا ہونا چاہیے`,
  },
  fields: { name: "نام", mobile: "موبائل نمبر", email: "ای میل", message: "پیغام", comment: "تبصرہ" },
};
