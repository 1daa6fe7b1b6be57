import { describe, expect, it } from "vitest";
import { isUrgentText, normaliseForMatching } from "./urgent-text.ts";

/** The same Urdu text typed with the Arabic letters ك ي ه that some keyboards and pasted texts use. */
function inArabicLetters(urdu: string): string {
  return urdu.replace(/ک/g, "\u0643").replace(/ی/g, "\u064A").replace(/ہ/g, "\u0647");
}

// The reviewed table, one block per list: every entry of the word list has at least one phrase among `urgent`,
// and every judgement call documented in urgent-text.ts has its row among `notUrgent`.
const rows: Record<string, { urgent: string[]; notUrgent: string[] }> = {
  English: {
    urgent: [
      "I have been thinking about suicide a lot lately",
      "Sometimes I feel suicidal at night",
      "is sucide common in depression?",
      "I want to kill myself",
      "i just want to killmyself",
      "I want to die",
      "I wanna die honestly",
      "I wish I were dead",
      "Honestly I would be better off dead",
      "There is no reason to live any more",
      "I don't want to live like this",
      "I don’t wanna wake up tomorrow",
      "I have started harming myself again",
      "I've been cutting myself since school",
      "I want to hurt myself",
      "self-harm has become a habit",
      "SELF HARM",
      "I took an overdose last year",
      "I might take all my pills tonight",
      "I will end my life",
      "I'm going to take my own life",
      "I just want to end it all",
      "I thought about hanging myself",
      "I want to jump off the building",
      "I can't go on anymore",
      "I keep having thoughts of death",
      "life is not worth living",
      "I want to unalive myself",
    ],
    notUrgent: [
      // Judgement calls: everyday speech that uses words of death or harm.
      "I have a killer headache every morning",
      "I could die of embarrassment when I talk about this",
      "This traffic is killing me",
      "The deadline is killing me",
      "I'm dying to meet the doctor, the article was great",
      "I'm dying to see the movie",
      "I cut myself while cooking, is that related to my tablets?",
      "I hurt myself playing cricket",
      "My grandfather died last year and I miss him",
      // Words that only contain a listed word.
      "My skills at work have improved",
      "The diet worked; I feel alive again",
      "I walked 5 kms today",
      // Ordinary messages.
      "Can I book an appointment for my mother on Saturday?",
      "Thank you for the article on sleep and anxiety.",
    ],
  },
  "Hindi and Urdu in Latin letters": {
    urgent: [
      "Main khudkushi kar lunga",
      "khudkushee ka khayal aata hai",
      "aatmhatya ke khayal aate hain",
      "main marna chahta hoon",
      "main marna chahti hun",
      "mujhe bas mar jana hai",
      "mujhe maut chahiye",
      "ab jeena nahi chahti",
      "jeene ka mann nahi karta",
      "jeene ko dil nahi karta",
      "jeene ki koi wajah nahi",
      "zindagi khatam karna chahta hu",
      "apni jaan le lunga",
      "khud ko nuksan pahuchana chahti hoon",
      "nas kaat lungi",
      "phansi laga lunga",
    ],
    notUrgent: [
      "sabko ek din marna hai, par darr lagta hai", // "everyone must die one day": philosophy, not a wish
      "hass hass ke mar jaunga", // "I'll die laughing"
      "ye deadline meri jaan le rahi hai", // "this deadline is killing me"
      "film dekhne ke liye mara ja raha hoon", // "dying to see the film"
      "kya aap Hindi mein baat karte hain?",
    ],
  },
  "Telugu in Latin letters": {
    urgent: ["naaku chanipovalani undi", "chachipovalanipistondi", "inka bathakalani ledu"],
    notUrgent: [
      "aa cinema chudalani chachipotunnanu", // "dying to see the film"
      "naaku bathakalani undi", // "I want to live"
      "shanivaram appointment dorukutunda?",
    ],
  },
  Hindi: {
    urgent: [
      "मैं आत्महत्या के बारे में सोचता हूँ",
      "खुदकुशी कर लूँगा",
      "मैं मरना चाहता हूँ",
      "मुझे मर जाना है",
      "मुझे मौत चाहिए",
      "अब जीना नहीं चाहती",
      "जीने की इच्छा नहीं है",
      "ज़िंदगी ख़त्म करना चाहता हूँ",
      "मैं अपनी जान ले लूँगा",
      "ख़ुद को नुकसान पहुँचाना चाहती हूँ",
    ],
    notUrgent: [
      "यह डेडलाइन मेरी जान ले रही है", // "this deadline is killing me"
      "फ़िल्म देखने के लिए मरा जा रहा हूँ", // "dying to see the film"
      "हँसते हँसते मर जाऊँगा", // "I'll die laughing"
      "सबको एक दिन मरना है", // "everyone must die one day"
      "मुझे शनिवार को अपॉइंटमेंट चाहिए",
    ],
  },
  Telugu: {
    urgent: [
      "నాకు ఆత్మహత్య చేసుకోవాలని ఉంది",
      "గత నెల ఆత్మహత్యకు ప్రయత్నించాను",
      "గత ఏడాది ఆత్మహత్యాయత్నం చేశాను",
      "ఆత్మహత్యా ఆలోచనలు వస్తున్నాయి",
      "స్వీయ హాని అలవాటైపోయింది",
      "నాకు చనిపోవాలని ఉంది",
      "రాత్రిళ్లు చచ్చిపోవాలనిపిస్తోంది",
      "నేను చనిపోవాలనుకుంటున్నాను",
      "ఒక్కోసారి చావాలనిపిస్తుంది",
      "చనిపోదామనుకున్నాను",
      "ఇక చద్దామనిపిస్తోంది",
      "నేను చచ్చిపోవాలి",
      "ఇక బతకాలని లేదు",
      "నాకు బ్రతకాలని లేదు",
      "బతకాలని అనిపించడం లేదు",
      "బ్రతికి ఉండాలని లేదు",
      "ఎందుకో బతకాలనిపించడం లేదు",
      "అస్సలు బతకాలనిపించట్లేదు",
      "నా ప్రాణం తీసుకోవాలని ఉంది",
      "ప్రాణం తీసుకుంటాను",
      "నన్ను నేను చంపుకోవాలనిపిస్తోంది",
      "నన్ను నేను చంపుకుంటాను",
      "నన్ను నేను గాయపరచుకుంటున్నాను",
      "నాకు నేనే హాని చేసుకుంటున్నాను",
      "ఉరి వేసుకోవాలని అనుకున్నాను",
      "ఉరేసుకుంటాను",
      "నిద్ర మాత్రలన్నీ మింగేస్తాను",
      "గత ఏడాది ఓవర్‌డోస్ తీసుకున్నాను",
      "నా జీవితాన్ని ముగించాలని ఉంది",
      "బతుకు చాలించాలని ఉంది",
    ],
    notUrgent: [
      "ఈ డెడ్‌లైన్ నా ప్రాణం తీస్తోంది", // "this deadline is killing me"
      "ఈ ట్రాఫిక్ నన్ను చంపేస్తోంది", // "this traffic is killing me"
      "ఆ సినిమా చూడాలని చచ్చిపోతున్నాను", // "dying to see the film"
      "నవ్వి నవ్వి చచ్చిపోయాను", // "I died laughing"
      "ఆకలితో చచ్చిపోతున్నా", // "dying of hunger"
      "మా తాతయ్య పోయిన సంవత్సరం చనిపోయారు", // "my grandfather died last year"
      "అందరూ ఒకరోజు చనిపోవాల్సిందే", // "everyone must die one day"
      "నాకు బతకాలని ఉంది, సహాయం కావాలి", // "I want to live, I need help"
      "ఉద్యోగ జీవితాన్ని ముగించి రిటైర్ అయ్యాను", // "I ended my working life and retired"
      "శనివారం అపాయింట్‌మెంట్ దొరుకుతుందా?",
    ],
  },
  Urdu: {
    urgent: [
      "میں خودکشی کے بارے میں سوچتا ہوں",
      "خود کشی کے خیال آتے ہیں",
      "میں مرنا چاہتا ہوں",
      "اب مر جانا چاہتی ہوں",
      "مجھے بس مر جانا ہے",
      "مجھے موت چاہیے",
      "اب جینا نہیں چاہتی",
      "جینے کو دل نہیں کرتا",
      "جینے کی کوئی وجہ نہیں",
      "اپنی زندگی ختم کرنا چاہتا ہوں",
      "میں اپنی جان لے لوں گا",
      "خود کو نقصان پہنچانا چاہتی ہوں",
      "نس کاٹ لوں گی",
      "پھانسی لگا لوں گا",
      "ساری گولیاں کھا لوں گی",
      // Normalised as the journal search normalises Urdu.
      inArabicLetters("میں خودکشی کے بارے میں سوچتا ہوں"),
      inArabicLetters("اب جینا نہیں چاہتی"),
      "مَیں مَرنا چاہتا ہُوں", // with vowel marks
      "خود\u200Cکشی کا سوچ رہا ہوں", // with a zero-width non-joiner
      "میں مرنا چاھتا ہوں", // ھ for ہ
    ],
    notUrgent: [
      "یہ ڈیڈ لائن مجھے مار رہی ہے", // "this deadline is killing me"
      "فلم دیکھنے کے لیے مرا جا رہا ہوں", // "dying to see the film"
      "ہنس ہنس کے مر جاؤں گا", // "I'll die laughing"
      "ایک دن سب کو مرنا ہے", // "everyone must die one day"
      "میرے دادا پچھلے سال فوت ہو گئے", // "my grandfather died last year"
      "میں جینا چاہتا ہوں، مدد چاہیے", // "I want to live, I need help"
      "خود کو وقت دیں", // "give yourself time"
      "کیا میں ہفتے کو اپائنٹمنٹ لے سکتا ہوں؟",
    ],
  },
};

describe.each(Object.entries(rows))("isUrgentText in %s", (_language, { urgent, notUrgent }) => {
  it.each(urgent)("marks as urgent: %s", (text) => {
    expect(isUrgentText(text)).toBe(true);
  });

  it.each(notUrgent)("does not mark: %s", (text) => {
    expect(isUrgentText(text)).toBe(false);
  });
});

describe("isUrgentText", () => {
  it("looks at every text it is given, e.g. a name and a message", () => {
    expect(isUrgentText("Asha", "I want to die")).toBe(true);
    expect(isUrgentText("Asha", "See you on Saturday")).toBe(false);
  });

  it("lets only the Telugu stems marked with * go on: an English listed word stays whole", () => {
    expect(isUrgentText("ఆత్మహత్యలు పెరుగుతున్నాయా?")).toBe(true);
    expect(isUrgentText("suicidesquad is a film")).toBe(false);
  });
});

describe("normaliseForMatching", () => {
  it("keeps whole Hindi words, drops nukta dots and joiners, and joins words with single spaces", () => {
    expect(normaliseForMatching("ज़िंदगी  ख़त्म!")).toBe("जिंदगी खत्म");
    expect(normaliseForMatching("आत्म\u200Dहत्या")).toBe("आत्महत्या");
    expect(normaliseForMatching("Don't   STOP--now")).toBe("dont stop now");
  });

  it("reads Urdu as the journal search does: Urdu letters, no vowel marks, no joiners, Urdu punctuation separates", () => {
    expect(normaliseForMatching("مَیں \u0643\u064A\u0627 \u0648\u062C\u0647، خود\u200Cکشی؟")).toBe("میں کیا وجہ خودکشی");
  });

  it("keeps every Telugu vowel sign and drops the joiner inside loanwords", () => {
    expect(normaliseForMatching("పాలు, పులి; ఓవర్‌డోస్")).toBe("పాలు పులి ఓవర్డోస్");
  });
});
