import type { Messages } from "../en/index.ts";

export const media: Messages["media"] = {
  metaTitle: (siteName, page) => (page === 1 ? `میڈیا | ${siteName}` : `میڈیا، صفحہ ${page} | ${siteName}`),
  description: (name, city) => `${city} میں ${name} کے کلینکوں، لیکچروں اور ذہنی صحت کے سماجی کام کی تصاویر۔`,
  empty: "ابھی کوئی میڈیا اپ لوڈ نہیں ہوا۔",
  pages: "گیلری کے صفحات",
  newer: "نئی تصاویر",
  older: "پرانی تصاویر",
  loadMore: "مزید دیکھیں",
  loading: "لوڈ ہو رہا ہے...",
  moreShown: (added, shown, total) =>
    added === 1 ? `مزید 1 تصویر دکھائی گئی، ${total} میں سے ${shown}۔` : `مزید ${added} تصاویر دکھائی گئیں، ${total} میں سے ${shown}۔`,
  imageUnavailable: "تصویر دستیاب نہیں",
  closePreview: "تصویر بند کریں",
};
