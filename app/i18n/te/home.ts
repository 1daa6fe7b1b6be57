import type { Messages } from "../en/index.ts";

export const home: Messages["home"] = {
  metaTitle: (name, city) => `${name} | ${city}లో మానసిక వైద్యులు & సెక్సాలజిస్ట్`,
  metaDescription: (doctor, city, languages) =>
    `${doctor.name} (${doctor.qualifications}), ${city}: డిప్రెషన్, ఆందోళన, వ్యసనాలు, లైంగిక ఆరోగ్యం, జ్ఞాపకశక్తి సమస్యలకు గోప్యమైన చికిత్స — ${languages}లో.`,
  readyToConnect: "మాట్లాడాలనుకుంటున్నారా?",
  onBookingSite: (site) => `${site} బుకింగ్ వెబ్‌సైట్‌లో`,
  atAGlance: "ఒక్క చూపులో",
  rating: (reviews) => `${reviews}+ రివ్యూలలో 5/5`,
  ratedOn: "రెండు ప్లాట్‌ఫామ్‌లలో రోగులు ఇచ్చిన రేటింగ్",
  languages: (count) => `${count} భాషలు`,
  clinicsIn: (count, city) => `${city}లో ${count} క్లినిక్‌లు`,
  clinics: {
    eyebrow: "నా క్లినిక్‌లు",
    title: "రెండు క్లినిక్‌లు, ఒకే స్థాయి సంరక్షణ",
    intro: "మీకు అనుకూలమైన క్లినిక్‌ను, సమయాన్ని ఎంచుకోండి. ప్రతి అపాయింట్‌మెంట్ తొందర లేకుండా, పూర్తిగా గోప్యంగా జరుగుతుంది.",
    timings: "సమయాలు",
    fee: "ఫీజు",
    address: "చిరునామా",
    exploreServices: "సేవలు చూడండి",
  },
};
