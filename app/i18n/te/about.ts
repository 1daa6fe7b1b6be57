import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaDescription: (name, city) => `${name} గారి విద్య, బాధ్యతలు, పరిశోధనలు, సభ్యత్వాలు, ${city}లో వారి చికిత్స గురించి రోగుల మాటలు.`,
  eyebrow: "నైపుణ్యం & అనుభవం",
  registration: (number) => `రిజిస్ట్రేషన్ ${number}`,
  career: "వృత్తి జీవితం",
  currentEmployment: "ప్రస్తుత బాధ్యతలు",
  pastExperience: "గత అనుభవం",
  qualifications: "అర్హతలు",
  education: "విద్య",
  memberships: "సభ్యత్వాలు",
  research: "పరిశోధనలు",
  testimonials: {
    eyebrow: "అనుభవాలు",
    title: "రోగులు ఏమంటున్నారు",
    intro: "గోప్యత కోసం పేర్లను కుదించాం; ప్రతి అనుభవాన్ని వారి అనుమతితోనే పంచుకుంటున్నాం.",
    carousel: "రోగుల అనుభవాలు",
    slide: (index, count) => `${count}లో ${index}`,
    position: "అనుభవం",
    previous: "మునుపటి అనుభవం",
    next: "తదుపరి అనుభవం",
  },
  portraitUnavailable: "డాక్టర్ ఫోటో అందుబాటులో లేదు",
};
