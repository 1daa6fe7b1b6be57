import type { Messages } from "../en/index.ts";

export const journal: Messages["journal"] = {
  meta: {
    title: "బ్లాగ్",
    page: (page) => `బ్లాగ్, పేజీ ${page}`,
    search: (query) => `వెతుకులాట: ${query} | బ్లాగ్`,
    description: (journal, doctor, tagline) => `${doctor} గారి ${journal}: ${tagline}`,
  },
  empty: "ప్రస్తుతం బ్లాగులు ఏవీ లేవు.",
  featured: "ప్రత్యేక వ్యాసం",
  latest: "తాజా వ్యాసాలు",
  pages: { label: "బ్లాగ్ పేజీలు", newer: "కొత్త వ్యాసాలు", older: "పాత వ్యాసాలు" },
  loading: "బ్లాగులు లోడ్ అవుతున్నాయి...",
  readCount: (count) => (count === null ? "… సార్లు చదివారు" : `${count}+ సార్లు చదివారు`),
  byline: (author) => `రచయిత: ${author} · `,
  search: {
    label: "బ్లాగ్‌లో వెతకండి",
    button: "వెతకండి",
    tooShort: "వెతకడానికి కనీసం 2 అక్షరాలు రాయండి.",
    tooLong: "మీ వెతుకులాటను 200 అక్షరాలలోపు కుదించండి.",
    none: (query) => `“${query}” కోసం వ్యాసాలు ఏవీ దొరకలేదు`,
    found: (count, query) => `“${query}” కోసం ${count} ${count === 1 ? "వ్యాసం" : "వ్యాసాలు"} దొరికాయి`,
    clear: "వెతుకులాట తీసేయండి",
    tryFewer: "తక్కువ పదాలతో, లేదా పదం మొదటి భాగంతో ప్రయత్నించండి.",
  },
  article: {
    author: "రచయిత",
    published: "ప్రచురణ",
    reads: "పాఠకులు",
    by: "రచయిత:",
    readsCount: (count, formatted) => (count === null ? "… సార్లు చదివారు" : `${formatted} సార్లు చదివారు`),
    notFound: "బ్లాగ్ దొరకలేదు",
    failed: "ఏదో పొరపాటు జరిగింది",
    movedText: "ఈ వ్యాసం వేరే చోటికి మారి ఉండవచ్చు లేదా ఇప్పుడు అందుబాటులో లేకపోవచ్చు.",
    failedText: "ఈ వ్యాసాన్ని ఇప్పుడు చూపించలేకపోయాం. దయచేసి కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.",
    browse: (journal) => `${journal} చూడండి`,
  },
};
