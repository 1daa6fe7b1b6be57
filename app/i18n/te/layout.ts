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
  },
};
