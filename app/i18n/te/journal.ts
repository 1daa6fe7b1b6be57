import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  loading: "బ్లాగులు లోడ్ అవుతున్నాయి...",
  article: {
    author: "రచయిత",
    published: "ప్రచురణ",
    reads: "పాఠకులు",
    by: "రచయిత:",
    readsCount: (count, formatted) => (count === null ? "… సార్లు చదివారు" : `${formatted} సార్లు చదివారు`),
    notFound: "బ్లాగ్ దొరకలేదు",
    failed: "ఏదో పొరపాటు జరిగింది",
    movedText: "ఈ వ్యాసం వేరే చోటికి మారి ఉండవచ్చు లేదా ఇప్పుడు అందుబాటులో లేకపోవచ్చు.",
    failedText: "ఈ వ్యాసాన్ని ఇప్పుడు చూపించలేకపోయాం. దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    browse: (journal) => `${journal} చూడండి`,
    readIn: "ఈ వ్యాసాన్ని ఈ భాషల్లో కూడా చదవండి:",
    reviewed: (name, date) => `${name} గారు ${date}న సమీక్షించారు`,
  },
};
