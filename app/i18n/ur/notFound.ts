import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: (siteName) => `صفحہ نہیں ملا | ${siteName}`,
  title: "ہمیں یہ صفحہ نہیں ملا",
  text: "ہو سکتا ہے لنک پرانا ہو یا اس میں ٹائپنگ کی غلطی ہو۔ آپ کی طرف سے کچھ غلط نہیں ہوا — آئیے آپ کو کسی کارآمد جگہ پر لے چلتے ہیں۔",
  backHome: "ہوم پیج پر واپس جائیں",
  missingTitle: "صفحہ نہیں ملا",
  missingText: "آپ جو صفحہ تلاش کر رہے تھے وہ موجود نہیں ہے۔",
  errorTitle: "کچھ غلط ہو گیا",
  errorText: "براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔",
};
