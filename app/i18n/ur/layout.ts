import type { Messages } from "../en/index.ts";

export const layout: Messages["layout"] = {
  menu: {
    home: "ہوم",
    whyChooseUs: "ہمیں کیوں منتخب کریں",
    aboutMe: "میرے بارے میں",
    bookAppointment: "اپائنٹمنٹ بک کریں",
    blog: "میرا بلاگ",
    media: "میڈیا",
    ourServices: "ہماری خدمات",
    contactMe: "رابطہ کریں",
  },
  languages: {
    label: "زبانیں",
    switchTo: (name) => `یہ صفحہ ${name} میں پڑھیں`,
    notIn: (name) => `یہ مضمون ابھی ${name} میں نہیں ہے`,
  },
  skipToContent: "سیدھے اصل مواد پر جائیں",
  mainMenu: "مرکزی مینو",
  visitors: {
    total: "کُل وزیٹرز",
    loading: "لوڈ ہو رہا ہے...",
  },
  logoTagline: "ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت",
  mobileMenu: {
    title: "مینو",
    open: "مینو کھولیں",
    close: "مینو بند کریں",
    whatsapp: "WhatsApp پر بات کریں",
  },
  floating: {
    label: "فوری رابطہ",
    whatsapp: "WhatsApp پر بات کریں",
    book: "اپائنٹمنٹ بک کریں",
  },
  socialMedia: "سوشل میڈیا",
  footer: {
    menu: "فوٹر مینو",
    registration: (name, number) => `${name}، میڈیکل رجسٹریشن ${number}`,
    explore: "صفحات",
    getInTouch: "رابطہ",
    clinicHours: "کلینک کے اوقات",
    rights: (year, name) => `© ${year} ${name}۔ جملہ حقوق محفوظ ہیں۔`,
    privacyNotice: "رازداری کا نوٹس",
    beforeYourVisit: "مشورے سے پہلے",
    accessibility: "رسائی",
    websiteBy: "ویب سائٹ تیار کردہ:",
  },
};
