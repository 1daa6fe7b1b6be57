import type { Messages } from "../en/index.ts";

export const whyChooseUs: Messages["whyChooseUs"] = {
  metaTitle: (siteName) => `हमें क्यों चुनें | ${siteName}`,
  metaDescription: (city, name, languages) =>
    `${city} के मरीज़ ${name} को क्यों चुनते हैं: अनुभव, गोपनीयता, जाँच का 5 पहलुओं वाला तरीक़ा, ${languages} में परामर्श, और 5/5 रेटिंग।`,
  title: "देखभाल जो पहले सुनती है और पूरे इंसान का इलाज करती है",
  intro: (name) => `मनोचिकित्सक चुनना एक निजी फ़ैसला है। हर मुलाक़ात में ${name} से आप यह उम्मीद रख सकते हैं।`,
  reasons: "हमें चुनने की वजहें",
  ratings: {
    eyebrow: "मरीज़ों की रेटिंग",
    title: "मरीज़ों ने दिए 5 में से 5",
    intro: (name) => `${name} से परामर्श ले चुके लोगों के स्वतंत्र रिव्यू।`,
    reviews: "रिव्यू",
    readReviews: "रिव्यू पढ़ें",
    onPlatform: (platform) => `${platform} पर (नए टैब में खुलता है)`,
  },
};
