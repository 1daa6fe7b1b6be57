import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  loading: "بلاگ لوڈ ہو رہے ہیں...",
  article: {
    author: "مصنف",
    published: "شائع ہوا",
    reads: "قارئین",
    by: "مصنف:",
    readsCount: (count, formatted) => (count === null ? "… بار پڑھا گیا" : `${formatted} بار پڑھا گیا`),
    notFound: "بلاگ نہیں ملا",
    failed: "کچھ غلط ہو گیا",
    movedText: "ہو سکتا ہے یہ مضمون کہیں اور منتقل ہو گیا ہو یا اب دستیاب نہ ہو۔",
    failedText: "یہ مضمون ابھی نہیں دکھایا جا سکا۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔",
    browse: (journal) => `${journal} دیکھیں`,
    readIn: "یہ مضمون ان زبانوں میں بھی پڑھیں:",
    reviewed: (name, date) => `${name} نے ${date} کو نظرِ ثانی کی`,
  },
};
