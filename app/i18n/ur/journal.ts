import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  meta: {
    title: "بلاگ",
    page: (page) => `بلاگ، صفحہ ${page}`,
    search: (query) => `تلاش: ${query} | بلاگ`,
    description: (journal, doctor, tagline) => `${doctor} کا ${journal}: ${tagline}`,
  },
  empty: "فی الحال کوئی بلاگ دستیاب نہیں۔",
  featured: "خاص مضمون",
  latest: "تازہ مضامین",
  pages: { label: "بلاگ کے صفحات", newer: "نئے مضامین", older: "پرانے مضامین" },
  loading: "بلاگ لوڈ ہو رہے ہیں...",
  readCount: (count) => (count === null ? "… بار پڑھا گیا" : `${count}+ بار پڑھا گیا`),
  byline: (author) => `مصنف: ${author} · `,
  search: {
    label: "بلاگ میں تلاش کریں",
    button: "تلاش",
    tooShort: "تلاش کے لیے کم از کم 2 حروف لکھیں۔",
    tooLong: "اپنی تلاش مختصر کریں، زیادہ سے زیادہ 200 حروف۔",
    none: (query) => `“${query}” کے لیے کوئی مضمون نہیں ملا`,
    found: (count, query) => `“${query}” کے لیے ${count} مضامین ملے`,
    clear: "تلاش صاف کریں",
    tryFewer: "کم الفاظ لکھ کر دیکھیں، یا کسی لفظ کا شروع کا حصہ۔",
  },
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
  },
};
