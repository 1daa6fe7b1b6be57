import type { Messages } from "../en/index.ts";

export const journalList: Messages["journalList"] = {
  meta: {
    title: "بلاگ",
    page: (page) => `بلاگ، صفحہ ${page}`,
    search: (query) => `تلاش: ${query} | بلاگ`,
    description: (journal, doctor, tagline) => `${doctor} کا ${journal}: ${tagline}`,
  },
  empty: "فی الحال کوئی بلاگ دستیاب نہیں۔",
  noneInLanguage: "ابھی اردو میں کوئی مضمون نہیں ہے۔",
  readInEnglish: "انگریزی میں بلاگ پڑھیں",
  moreInEnglish: (count) => (count === 1 ? "ایک اور مضمون انگریزی میں ہے۔" : `${count} اور مضامین انگریزی میں ہیں۔`),
  latest: "تازہ مضامین",
  pages: { label: "بلاگ کے صفحات", newer: "نئے مضامین", older: "پرانے مضامین" },
  featured: "خاص مضمون",
  readCount: (count) => (count === null ? "… بار پڑھا گیا" : `${count}+ بار پڑھا گیا`),
  byline: (author) => `مصنف: ${author} · `,
  search: {
    label: "بلاگ میں تلاش کریں",
    button: "تلاش",
    tooShort: "تلاش کے لیے کم از کم 2 حروف لکھیں۔",
    tooLong: "اپنی تلاش مختصر کریں، زیادہ سے زیادہ 200 حروف۔",
    tooMany: "آپ نے تھوڑی ہی دیر میں کئی بار تلاش کی ہے۔ براہِ کرم ایک منٹ رکیں، پھر دوبارہ تلاش کریں۔",
    none: (query) => `“${query}” کے لیے کوئی مضمون نہیں ملا`,
    found: (count, query) => (count === 1 ? `“${query}” کے لیے 1 مضمون ملا` : `“${query}” کے لیے ${count} مضامین ملے`),
    clear: "تلاش صاف کریں",
    tryFewer: "کم الفاظ لکھ کر دیکھیں، یا کسی لفظ کا شروع کا حصہ۔",
  },
};
