import type { Messages } from "../en/index.ts";

export const journalList: Messages["journalList"] = {
  meta: {
    title: "బ్లాగ్",
    page: (page) => `బ్లాగ్, పేజీ ${page}`,
    search: (query) => `వెతుకులాట: ${query} | బ్లాగ్`,
    description: (journal, doctor, tagline) => `${doctor} గారి ${journal}: ${tagline}`,
  },
  empty: "ప్రస్తుతం బ్లాగులు ఏవీ లేవు.",
  noneInLanguage: "తెలుగులో ఇంకా వ్యాసాలు లేవు.",
  readInEnglish: "ఇంగ్లీష్‌లో బ్లాగ్ చదవండి",
  moreInEnglish: (count) => (count === 1 ? "మరో వ్యాసం ఇంగ్లీష్‌లో ఉంది." : `మరో ${count} వ్యాసాలు ఇంగ్లీష్‌లో ఉన్నాయి.`),
  latest: "తాజా వ్యాసాలు",
  pages: { label: "బ్లాగ్ పేజీలు", newer: "కొత్త వ్యాసాలు", older: "పాత వ్యాసాలు" },
  featured: "ప్రత్యేక వ్యాసం",
  readCount: (count) => (count === null ? "… సార్లు చదివారు" : `${count}+ సార్లు చదివారు`),
  byline: (author) => `రచయిత: ${author} · `,
  search: {
    label: "బ్లాగ్‌లో వెతకండి",
    button: "వెతకండి",
    tooShort: "వెతకడానికి కనీసం 2 అక్షరాలు రాయండి.",
    tooLong: "మీ వెతుకులాటను 200 అక్షరాలలోపు కుదించండి.",
    tooMany: "మీరు కొద్ది సమయంలో చాలాసార్లు వెతికారు. దయచేసి ఒక నిమిషం ఆగి, మళ్లీ వెతకండి.",
    none: (query) => `“${query}” కోసం వ్యాసాలు ఏవీ దొరకలేదు`,
    found: (count, query) => (count === 1 ? `“${query}” కోసం 1 వ్యాసం దొరికింది` : `“${query}” కోసం ${count} వ్యాసాలు దొరికాయి`),
    clear: "వెతుకులాట తీసేయండి",
    tryFewer: "తక్కువ పదాలతో, లేదా పదం మొదటి భాగంతో ప్రయత్నించండి.",
  },
};
