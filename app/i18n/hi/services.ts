import type { Messages } from "../en/index.ts";

export const services: Messages["services"] = {
  metaTitle: (siteName) => `हमारी सेवाएँ | ${siteName}`,
  metaDescription: (services, name, city) => `${services} — ${city} में ${name} से परामर्श।`,
  title: "मन, मूड और यौन स्वास्थ्य के लिए विशेषज्ञ देखभाल",
  intro: (name, count) => `तनाव पर पहली बातचीत से लेकर आधुनिक न्यूरोमॉड्यूलेशन तक, ${name} एक ही जगह ${count} तरह की देखभाल देते हैं।`,
  areas: "सेवाओं के क्षेत्र",
  selfCheckLink: "उदासी और चिंता के लिए निजी सेल्फ़-चेक",
  notSure: "तय नहीं कर पा रहे कि कौन-सी सेवा आपके लिए है? पहला परामर्श बुक करें, हम मिलकर समझ लेंगे।",
  bookingTitle: "पहला क़दम उठाने के लिए तैयार हैं?",
  bookingIntro: (name) => `क्लिनिक और समय चुनें; आपका अनुरोध WhatsApp में ${name} के नंबर पर संदेश के रूप में खुलेगा।`,
};
