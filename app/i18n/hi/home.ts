import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: (name, city) => `${name} | ${city} में मनोचिकित्सक और सेक्सोलॉजिस्ट`,
  metaDescription: (doctor, city, languages) =>
    `${doctor.name} (${doctor.qualifications}), ${city}: डिप्रेशन, चिंता, नशे की लत, यौन स्वास्थ्य और याददाश्त की परेशानियों का गोपनीय इलाज, ${languages} में।`,
  readyToConnect: "बात करना चाहते हैं?",
  onBookingSite: (site) => `बुकिंग वेबसाइट ${site} पर`,
  atAGlance: "एक नज़र में",
  rating: (reviews) => `${reviews}+ रिव्यू में 5/5`,
  ratedOn: "दो प्लेटफ़ॉर्म पर मरीज़ों की रेटिंग",
  languages: (count) => `${count} भाषाएँ`,
  clinicsIn: (count, city) => `${city} में ${count} क्लिनिक`,
  clinics: {
    eyebrow: "मेरे क्लिनिक",
    title: "दो क्लिनिक, देखभाल एक जैसी",
    intro: "अपनी सुविधा से क्लिनिक और समय चुनें। हर मुलाक़ात इत्मीनान से होती है और पूरी तरह गोपनीय रहती है।",
    timings: "समय",
    fee: "फ़ीस",
    address: "पता",
    exploreServices: "सेवाएँ देखें",
  },
};
