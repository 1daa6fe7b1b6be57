import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaDescription: (name, city) => `${name} की पढ़ाई, पद, शोध और सदस्यताएँ, और ${city} में इलाज के बारे में मरीज़ों की राय।`,
  eyebrow: "विशेषज्ञता और अनुभव",
  registration: (number) => `रजिस्ट्रेशन ${number}`,
  career: "करियर",
  currentEmployment: "वर्तमान पद",
  pastExperience: "पिछला अनुभव",
  qualifications: "योग्यताएँ",
  education: "शिक्षा",
  memberships: "सदस्यताएँ",
  research: "शोध अध्ययन",
  testimonials: {
    eyebrow: "मरीज़ों के अनुभव",
    title: "मरीज़ क्या कहते हैं",
    intro: "गोपनीयता के लिए नाम छोटे किए गए हैं; हर अनुभव अनुमति से साझा किया गया है।",
    carousel: "मरीज़ों के अनुभव",
    slide: (index, count) => `${count} में से ${index}`,
    position: "अनुभव",
    previous: "पिछला अनुभव",
    next: "अगला अनुभव",
  },
  portraitUnavailable: "डॉक्टर की फ़ोटो उपलब्ध नहीं है",
};
