import type { Messages } from "../en/index.ts";

export const services: Messages["services"] = {
  metaTitle: (siteName) => `మా సేవలు | ${siteName}`,
  metaDescription: (services, name, city) => `${services} — ${city}లో ${name} గారితో సంప్రదింపులు.`,
  title: "మనసు, మూడ్, లైంగిక ఆరోగ్యానికి నిపుణుల సంరక్షణ",
  intro: (name, count) => `ఒత్తిడి గురించి మొదటి సంభాషణ నుంచి ఆధునిక న్యూరోమాడ్యులేషన్ వరకు, ${name} గారు ఒకే చోట ${count} రకాల సంరక్షణ అందిస్తారు.`,
  areas: "సేవల విభాగాలు",
  selfCheckLink: "దిగులు, ఆందోళన కోసం ప్రైవేట్ సెల్ఫ్-చెక్",
  notSure: "మీకు ఏ సేవ సరిపోతుందో తెలియడం లేదా? మొదటి సంప్రదింపు బుక్ చేయండి, కలిసి తెలుసుకుందాం.",
  bookingTitle: "మొదటి అడుగు వేయడానికి సిద్ధంగా ఉన్నారా?",
  bookingIntro: (name) => `క్లినిక్‌ను, సమయాన్ని ఎంచుకోండి; మీ అభ్యర్థన WhatsAppలో ${name} గారి నంబర్‌కు సందేశంగా తెరుచుకుంటుంది.`,
};
