import type { Messages } from "../en/index.ts";

export const layout: Messages["layout"] = {
  menu: {
    home: "హోమ్",
    whyChooseUs: "మమ్మల్నే ఎందుకు ఎంచుకోవాలి",
    aboutMe: "నా గురించి",
    bookAppointment: "అపాయింట్‌మెంట్ బుక్ చేయండి",
    blog: "నా బ్లాగ్",
    media: "మీడియా",
    ourServices: "మా సేవలు",
    contactMe: "సంప్రదించండి",
  },
  languages: {
    label: "భాషలు",
    switchTo: (name) => `ఈ పేజీని ${name}లో చదవండి`,
    notIn: (name) => `ఈ వ్యాసం ఇంకా ${name}లో లేదు`,
  },
  skipToContent: "నేరుగా ముఖ్య విషయానికి వెళ్లండి",
  mainMenu: "ప్రధాన మెనూ",
  visitors: {
    total: "మొత్తం సందర్శకులు",
    loading: "లోడ్ అవుతోంది...",
  },
  logoTagline: "మానసిక వైద్యులు & సెక్సాలజిస్ట్",
  mobileMenu: {
    title: "మెనూ",
    open: "మెనూ తెరవండి",
    close: "మెనూ మూసివేయండి",
    whatsapp: "WhatsAppలో మాట్లాడండి",
  },
  floating: {
    label: "త్వరిత సంప్రదింపు",
    whatsapp: "WhatsAppలో మాట్లాడండి",
    book: "అపాయింట్‌మెంట్ బుక్ చేయండి",
  },
  socialMedia: "సోషల్ మీడియా",
  footer: {
    menu: "ఫుటర్ మెనూ",
    registration: (name, number) => `${name}, మెడికల్ రిజిస్ట్రేషన్ ${number}`,
    explore: "పేజీలు",
    getInTouch: "సంప్రదించండి",
    clinicHours: "క్లినిక్ సమయాలు",
    rights: (year, name) => `© ${year} ${name}. అన్ని హక్కులు ప్రత్యేకించబడ్డాయి.`,
    privacyNotice: "గోప్యతా ప్రకటన",
    beforeYourVisit: "సంప్రదింపుకు ముందు",
    accessibility: "యాక్సెసిబిలిటీ",
    websiteBy: "వెబ్‌సైట్ రూపకల్పన:",
  },
};
