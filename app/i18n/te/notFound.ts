import type { Messages } from "../en/index.ts";

export const notFound: Messages["notFound"] = {
  metaTitle: (siteName) => `పేజీ కనబడలేదు | ${siteName}`,
  title: "ఆ పేజీ మాకు కనబడలేదు",
  text: "లింక్ పాతది కావచ్చు లేదా టైప్ చేయడంలో పొరపాటు ఉండవచ్చు. మీ వైపు నుంచి ఏ తప్పూ లేదు — మీకు ఉపయోగపడే చోటుకు తీసుకెళ్తాం.",
  backHome: "హోమ్ పేజీకి తిరిగి వెళ్లండి",
  missingTitle: "పేజీ కనబడలేదు",
  missingText: "మీరు వెతుకుతున్న పేజీ లేదు.",
  errorTitle: "ఏదో పొరపాటు జరిగింది",
  errorText: "దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
};
