import type { Messages } from "../en/index.ts";

export const media: Messages["media"] = {
  metaTitle: (siteName, page) => (page === 1 ? `मीडिया | ${siteName}` : `मीडिया, पेज ${page} | ${siteName}`),
  description: (name, city) => `${city} में ${name} के क्लिनिक, व्याख्यानों और मानसिक स्वास्थ्य पर सामुदायिक काम की तस्वीरें।`,
  empty: "अभी कोई मीडिया अपलोड नहीं हुआ है।",
  pages: "गैलरी के पेज",
  newer: "नई तस्वीरें",
  older: "पुरानी तस्वीरें",
  loadMore: "और देखें",
  loading: "लोड हो रहा है...",
  moreShown: (added, shown, total) => (added === 1 ? `1 और तस्वीर दिखाई गई, ${total} में से ${shown}।` : `${added} और तस्वीरें दिखाई गईं, ${total} में से ${shown}।`),
  imageUnavailable: "तस्वीर उपलब्ध नहीं है",
  closePreview: "प्रीव्यू बंद करें",
};
