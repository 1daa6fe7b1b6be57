import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  meta: {
    title: "ब्लॉग",
    page: (page) => `ब्लॉग, पेज ${page}`,
    search: (query) => `खोज: ${query} | ब्लॉग`,
    description: (journal, doctor, tagline) => `${doctor} का ${journal}: ${tagline}`,
  },
  empty: "अभी कोई ब्लॉग उपलब्ध नहीं है।",
  featured: "ख़ास लेख",
  latest: "नए लेख",
  pages: { label: "ब्लॉग के पेज", newer: "नए लेख", older: "पुराने लेख" },
  loading: "ब्लॉग लोड हो रहे हैं...",
  readCount: (count) => (count === null ? "… बार पढ़ा गया" : `${count}+ बार पढ़ा गया`),
  byline: (author) => `लेखक: ${author} · `,
  search: {
    label: "ब्लॉग में खोजें",
    button: "खोजें",
    tooShort: "खोजने के लिए कम से कम 2 अक्षर लिखें।",
    tooLong: "अपनी खोज छोटी करें, ज़्यादा से ज़्यादा 200 अक्षर।",
    none: (query) => `“${query}” के लिए कोई लेख नहीं मिला`,
    found: (count, query) => `“${query}” के लिए ${count} लेख मिले`,
    clear: "खोज हटाएँ",
    tryFewer: "कम शब्द लिखकर देखें, या किसी शब्द का शुरुआती हिस्सा।",
  },
  article: {
    author: "लेखक",
    published: "प्रकाशित",
    reads: "पाठक",
    by: "लेखक:",
    readsCount: (count, formatted) => (count === null ? "… बार पढ़ा गया" : `${formatted} बार पढ़ा गया`),
    notFound: "ब्लॉग नहीं मिला",
    failed: "कुछ गड़बड़ हो गई",
    movedText: "हो सकता है यह लेख कहीं और चला गया हो या अब उपलब्ध न हो।",
    failedText: "यह लेख अभी नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर कोशिश करें।",
    browse: (journal) => `${journal} देखें`,
  },
};
