import type { Messages } from "../en/index.ts";

export const media: Messages["media"] = {
  metaTitle: (siteName, page) => (page === 1 ? `మీడియా | ${siteName}` : `మీడియా, పేజీ ${page} | ${siteName}`),
  description: (name, city) => `${city}లో ${name} గారి క్లినిక్‌లు, ప్రసంగాలు, మానసిక ఆరోగ్యంపై సామాజిక సేవ నుంచి ఫోటోలు.`,
  empty: "ఇంకా మీడియా ఏదీ అప్‌లోడ్ చేయలేదు.",
  pages: "గ్యాలరీ పేజీలు",
  newer: "కొత్త ఫోటోలు",
  older: "పాత ఫోటోలు",
  loadMore: "మరిన్ని చూపించండి",
  loading: "లోడ్ అవుతోంది...",
  moreShown: (added, shown, total) => `మరో ${added} చూపించాం, ${total}లో ${shown}.`,
  imageUnavailable: "ఫోటో అందుబాటులో లేదు",
  closePreview: "ప్రివ్యూ మూసివేయండి",
};
