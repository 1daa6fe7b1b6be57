import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: (siteName) => `पेज नहीं मिला | ${siteName}`,
  title: "हमें यह पेज नहीं मिला",
  text: "हो सकता है लिंक पुराना हो या उसमें टाइपिंग की ग़लती हो। आपकी ओर से कुछ ग़लत नहीं है — चलिए, आपको किसी काम की जगह पर ले चलते हैं।",
  backHome: "होम पेज पर वापस जाएँ",
  missingTitle: "पेज नहीं मिला",
  missingText: "आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है।",
  errorTitle: "कुछ गड़बड़ हो गई",
  errorText: "कृपया थोड़ी देर में फिर कोशिश करें।",
};
