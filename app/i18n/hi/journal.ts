import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  loading: "ब्लॉग लोड हो रहे हैं...",
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
    readIn: "यह लेख इन भाषाओं में भी पढ़ें:",
    reviewed: (name, date) => `${name} द्वारा ${date} को समीक्षा की गई`,
  },
};
