import type { Messages } from "../en/index.ts";

export const layout: Messages["layout"] = {
  menu: {
    home: "होम",
    whyChooseUs: "हमें क्यों चुनें",
    aboutMe: "मेरे बारे में",
    bookAppointment: "अपॉइंटमेंट बुक करें",
    blog: "मेरा ब्लॉग",
    media: "मीडिया",
    ourServices: "हमारी सेवाएँ",
    contactMe: "संपर्क करें",
  },
  languages: {
    label: "भाषाएँ",
    switchTo: (name) => `यह पेज ${name} में पढ़ें`,
    notIn: (name) => `यह लेख अभी ${name} में नहीं है`,
  },
  skipToContent: "सीधे मुख्य सामग्री पर जाएँ",
  mainMenu: "मुख्य मेन्यू",
  visitors: {
    total: "कुल विज़िटर",
    loading: "लोड हो रहा है...",
  },
  logoTagline: "मनोचिकित्सक और सेक्सोलॉजिस्ट",
  mobileMenu: {
    title: "मेन्यू",
    open: "मेन्यू खोलें",
    close: "मेन्यू बंद करें",
    whatsapp: "WhatsApp पर बात करें",
  },
  floating: {
    label: "तुरंत संपर्क",
    whatsapp: "WhatsApp पर बात करें",
    book: "अपॉइंटमेंट बुक करें",
  },
  socialMedia: "सोशल मीडिया",
  footer: {
    menu: "फ़ुटर मेन्यू",
    registration: (name, number) => `${name}, मेडिकल रजिस्ट्रेशन ${number}`,
    explore: "पेज",
    getInTouch: "संपर्क",
    clinicHours: "क्लिनिक का समय",
    rights: (year, name) => `© ${year} ${name}. सर्वाधिकार सुरक्षित।`,
    privacyNotice: "गोपनीयता सूचना",
    beforeYourVisit: "परामर्श से पहले",
    accessibility: "सुलभता",
    websiteBy: "वेबसाइट निर्माण:",
  },
};
