import type { Messages } from "../en/index.ts";

export const journalList: Messages["journalList"] = {
  meta: {
    title: "ब्लॉग",
    page: (page) => `ब्लॉग, पेज ${page}`,
    search: (query) => `खोज: ${query} | ब्लॉग`,
    description: (journal, doctor, tagline) => `${doctor} का ${journal}: ${tagline}`,
  },
  empty: "अभी कोई ब्लॉग उपलब्ध नहीं है।",
  noneInLanguage: "अभी हिन्दी में कोई लेख नहीं है।",
  readInEnglish: "अंग्रेज़ी में ब्लॉग पढ़ें",
  moreInEnglish: (count) => (count === 1 ? "एक और लेख अंग्रेज़ी में है।" : `${count} और लेख अंग्रेज़ी में हैं।`),
  latest: "नए लेख",
  pages: { label: "ब्लॉग के पेज", newer: "नए लेख", older: "पुराने लेख" },
  featured: "ख़ास लेख",
  readCount: (count) => (count === null ? "… बार पढ़ा गया" : `${count}+ बार पढ़ा गया`),
  byline: (author) => `लेखक: ${author} · `,
  search: {
    label: "ब्लॉग में खोजें",
    button: "खोजें",
    tooShort: "खोजने के लिए कम से कम 2 अक्षर लिखें।",
    tooLong: "अपनी खोज छोटी करें, ज़्यादा से ज़्यादा 200 अक्षर।",
    tooMany: "आपने थोड़ी ही देर में कई बार खोजा है। कृपया एक मिनट रुकें, फिर दोबारा खोजें।",
    none: (query) => `“${query}” के लिए कोई लेख नहीं मिला`,
    found: (count, query) => (count === 1 ? `“${query}” के लिए 1 लेख मिला` : `“${query}” के लिए ${count} लेख मिले`),
    clear: "खोज हटाएँ",
    tryFewer: "कम शब्द लिखकर देखें, या किसी शब्द का शुरुआती हिस्सा।",
  },
};
