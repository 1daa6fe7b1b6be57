import type { Messages } from "../en/index.ts";

export const whyChooseUs: Messages["whyChooseUs"] = {
  metaTitle: (siteName) => `మమ్మల్నే ఎందుకు ఎంచుకోవాలి | ${siteName}`,
  metaDescription: (city, name, languages) =>
    `${city}లోని రోగులు ${name} గారిని ఎందుకు ఎంచుకుంటారు: అనుభవం, గోప్యత, 5 అంశాల నిర్ధారణ పద్ధతి, ${languages}లో సంప్రదింపులు, 5/5 రేటింగ్‌లు.`,
  title: "ముందు మీ మాట వినే, మనిషిని సంపూర్ణంగా చూసే చికిత్స",
  intro: (name) => `మానసిక వైద్యుడిని ఎంచుకోవడం వ్యక్తిగత నిర్ణయం. ప్రతి సందర్శనలో ${name} గారి నుంచి మీరు ఆశించగలిగేది ఇదే.`,
  reasons: "మమ్మల్ని ఎంచుకోవడానికి కారణాలు",
  ratings: {
    eyebrow: "రోగుల రేటింగ్‌లు",
    title: "రోగుల నుంచి 5/5 రేటింగ్",
    intro: (name) => `${name} గారిని సంప్రదించినవారు ఇచ్చిన స్వతంత్ర రివ్యూలు.`,
    reviews: "రివ్యూలు",
    readReviews: "రివ్యూలు చదవండి",
    onPlatform: (platform) => `${platform}లో (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)`,
  },
};
