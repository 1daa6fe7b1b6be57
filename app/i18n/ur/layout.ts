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
  },
};
