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
  },
};
