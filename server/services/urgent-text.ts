import { normaliseForSearch } from "./search-text.ts";

/**
 * The reviewed list of words and phrases that mark a comment or contact message as urgent: a risk of suicide
 * or self-harm, or a wish to die, in English, Hindi (Devanagari), Telugu, Urdu, and Hindi, Urdu and Telugu in
 * Latin letters.
 *
 * How it matches: the text is lower-cased, Unicode-normalised (NFKC; Hindi nukta dots dropped so ख़ and ख are
 * one letter; Urdu normalised as the journal search does it, see `normaliseForSearch`: no joiners, no vowel
 * marks, Arabic ي ك ه ى read as Urdu ی ک ہ) and cut into words at anything that is not a letter, mark or
 * digit; each entry below must then appear as whole, consecutive words. "killmyself" or "self-harm" therefore
 * match "kill myself" and "self harm" only because they are listed; "skill" never matches "kill".
 * Telugu writes case endings and auxiliaries into the word itself (ఆత్మహత్యకు, చనిపోవాలనిపిస్తోంది), so a
 * word ending in `*` matches every word that begins with it; only a stem specific enough to mean the wish
 * itself gets one ("చనిపోవాలన*" wants to die; "చనిపో*" would match "he died").
 *
 * Judgement calls (each is a row in urgent-text.test.ts):
 * - A single "die", "dead", "kill" or "killing" is never enough: "killer headache", "this traffic is killing
 *   me", "I could die of embarrassment", "dying to meet you" are everyday speech, not risk. The same holds in
 *   every language ("यह डेडलाइन मेरी जान ले रही है", "ఈ డెడ్‌లైన్ నా ప్రాణం తీస్తోంది", "یہ ڈیڈ لائن مجھے مار رہی ہے").
 * - "suicide", "suicidal", "self harm" and "overdose" alone are enough, even in a general question ("is
 *   suicide common in depression?"): a false alarm costs the doctor a minute, a missed one can cost a life.
 * - Hinglish hyperbole such as "hass hass ke mar jaunga" (I'll die laughing) is left out; "marna chahta hoon"
 *   (I want to die) is in. Fatalism ("sabko ek din marna hai", "అందరూ ఒకరోజు చనిపోవాల్సిందే") is left out.
 * Marking a message urgent only moves it up and says so to the doctor; it never publishes or hides anything.
 * Changes to this list need the doctor's review, and a row in the test for every new entry.
 */

/**
 * Each entry is words separated by single spaces; `(a|b)` offers spellings, `(word )?` an optional word, and a
 * trailing `*` lets the word (or each spelling in the brackets before it) go on with any ending.
 */
const english = [
  // suicide, with its common misspellings
  "(suicide|suicidal|suicides|sucide|suiside|suicde|sucidal|suicidel|suisidal|suicid)",
  "(kill|killing|kil) (myself|meself|myslf|my self)",
  "killmyself",
  "unalive (myself|me)",
  "(end|ending|take|taking) my (own )?life",
  "(end|ending) it all",
  "(want|wanna|wish) (to )?(die|be dead)",
  "(wish|want) i (was|were) dead",
  "better off dead",
  "no (reason|point) (to|in) (live|living|go on|going on)",
  "(dont|do not|didnt|did not) (want|wanna) (to )?(live|be alive|wake up)",
  "(harm|harming) (myself|meself|my self)",
  "(cutting|burning|starving) myself",
  "(want|wanna|going) to (hurt|cut|harm|burn) myself",
  "(hurt|cut|burn) myself on purpose",
  "self (harm|harming|injury|injure)",
  "selfharm",
  "(overdose|overdosed|overdosing)",
  "(take|taking|swallow|swallowed) all (my|the) (pills|tablets|medicines|sleeping pills)",
  "(hang|hanging) myself",
  "jump (off|from) (a|the) (building|bridge|roof|terrace)",
  "(slit|cut) my (wrist|wrists)",
  "(cant|can t|cannot) go on (anymore|any more|living)",
  "(thinking|thought|thoughts) (about|of) (dying|death|ending my life|ending it)",
  "not worth living",
];

/** Hindi and Urdu in Latin letters (Hinglish, and Urdu as it is typed on phones). */
const romanisedHindiAndUrdu = [
  "(khudkushi|khudkhushi|khudkashi|khud kushi|khud kashi|khudkhusi|khudkushee)",
  "(aatmhatya|atmhatya|atmahatya|aatmahatya|atmhatyaa)",
  "(marna|mrna|mar jana|mar jaana|marjana) (chahta|chahti|chahte|chahata|chahati)",
  "(mujhe|muje|mujhko|mujhe bas) (marna|mrna|mar jana|mar jaana|marjana) (hai|he|h)",
  "(mujhe|muje|mujhko) (maut|mout) (chahiye|chahie|chaiye|chahye)",
  "(jeena|jina|jeene|jine) (nahi|nahin|nhi|nai) (chahta|chahti|chahte)",
  "(jeene|jine) (ka|ki|ko) (koi )?(mann|man|mn|dil|ichha|iccha|khwahish|wajah|vajah) (nahi|nahin|nhi|nai)",
  "(zindagi|zindagee|jindagi|jindgi|zindgi) (khatam|khtm|khatm) (karna|karni|kar)",
  "(apni|apnee) (jaan|jan) (le|lena|le lunga|le lungi|de dunga|de dungi)",
  "(khud|khudko) (ko )?(khatam|nuksan|nuksaan|nuqsan|chot) (karna|kar|pahuchana|pahunchana)",
  "(nas|nass) (kaat|kat|kaatna|katna)",
  "(phansi|phaansi|fansi|faansi|phanda) (laga|lagana|lagaunga|lagaungi|lga)",
];

/** Telugu in Latin letters: the commonest ways of saying "I want to die" and "I don't want to live". */
const romanisedTelugu = [
  "(chanipovalan|chachipovalan|sachipovalan|chavalan|chanipodaman)*",
  "(bathakalani|brathakalani|batakalani|bratakalani) (ledu|anipinchadam ledu|anipinchatledu)",
];

const hindi = [
  "(आत्महत्या|आतमहतया)",
  "(खुदकुशी|खुदखुशी)",
  "(मरना|मर जाना) (चाहता|चाहती|चाहते)",
  "मुझे (मरना|मर जाना) है",
  "(जीना|जीने) (नहीं|नही) (चाहता|चाहती|चाहते)",
  "जीने (का|की) (मन|इच्छा|वजह) (नहीं|नही)",
  "(जिंदगी|जिन्दगी) (खत्म|खतम) (करना|करनी|कर)",
  "अपनी जान (ले|लेना|दे)",
  "खुद को (नुकसान|खत्म|चोट)",
  "मुझे (मौत|मोत) (चाहिए|चाहिये)",
];

/** Telugu: stems with `*` where the language writes endings into the word (see the judgement calls above). */
const telugu = [
  // ఆత్మహత్య, ఆత్మహత్యకు, ఆత్మహత్యా ప్రయత్నం, ఆత్మహత్యాయత్నం, ఆత్మహత్యలు
  "ఆత్మహత్య*",
  "(స్వీయ హాని|స్వీయహాని)*",
  // want to die, feel like dying, thinking of dying: చనిపోవాలని ఉంది, చచ్చిపోవాలనిపిస్తోంది, చనిపోదామనుకున్నా
  "(చనిపోవాలన|చచ్చిపోవాలన|చావాలన|చనిపోదామన|చచ్చిపోదామన|చద్దామన)*",
  "నేను (చనిపోవాలి|చచ్చిపోవాలి|చావాలి)",
  // don't want to live
  "(బతకాలని|బ్రతకాలని|బతకాలనే|బ్రతకాలనే|జీవించాలని|బతికి ఉండాలని|బ్రతికి ఉండాలని) (లేదు|అనిపించడం లేదు|అనిపించటం లేదు|అనిపించట్లేదు)",
  "(బతకాలనిపించడం|బ్రతకాలనిపించడం|బతకాలనిపించటం|బ్రతకాలనిపించటం) లేదు",
  "(బతకాలనిపించట్లేదు|బ్రతకాలనిపించట్లేదు|బతకాలనిలేదు|బ్రతకాలనిలేదు)",
  // take my own life (తీసుకో-, తీసుకు-: the reflexive verb; "ప్రాణం తీస్తోంది" is the everyday "is killing me")
  "(ప్రాణం|ప్రాణాలు|ప్రాణాన్ని) తీసుక*",
  "(నన్ను నేను|నన్ను నేనే) (చంపుక|గాయపరచుక)*",
  "(నాకు నేను|నాకు నేనే|నన్ను నేను) (హాని|గాయం|గాయాలు) చేసుక*",
  "(ఉరి వేసుక|ఉరేసుక|ఉరి పెట్టుక)*",
  "(మాత్రలన్నీ|మాత్రలు అన్నీ|టాబ్లెట్లన్నీ|టాబ్లెట్లు అన్నీ) (మింగ|వేసుక)*",
  "(ఓవర్డోస్|ఓవర్ డోస్)*",
  // end my life; "ఉద్యోగ జీవితాన్ని ముగించి" (having ended a working life) does not match
  "(జీవితాన్ని|జీవితం|బతుకు|బ్రతుకు) (ముగించాలన|ముగించుక|చాలించ)*",
];

/** Urdu: Urdu letters as the search normalises them; ھ and ہ are two letters there, so both spellings are listed. */
const urdu = [
  "(خودکشی|خود کشی|خودکشیاں)",
  "(مرنا|مر جانا) (چاہتا|چاہتی|چاہتے|چاھتا|چاھتی|چاھتے)",
  "(مجھے|مجھے بس) (مرنا|مر جانا) ہے",
  "مجھے موت (چاہیے|چاہئے|چاھیے)",
  "(جینا|جینے) (نہیں|نھیں) (چاہتا|چاہتی|چاہتے|چاھتا|چاھتی|چاھتے)",
  "جینے (کا|کی|کو) (کوئی )?(دل|من|خواہش|وجہ|مقصد) (نہیں|نھیں)",
  "(اپنی )?زندگی ختم (کرنا|کرنی|کرنے|کر)",
  "اپنی جان (لے|لینا|لینے|دے|دینا|دینے)",
  "(خود کو|خودکو|اپنے آپ کو) (نقصان|ختم|چوٹ|مار)",
  "(نس|نسیں|کلائی) (کاٹ|کاٹنا|کاٹنی|کاٹنے)",
  "(پھانسی|پھندا) (لگا|لگانا|لگانے|لگاؤں)",
  "(ساری|سب|تمام) (گولیاں|دوائیں|دوائیاں) (کھا|نگل)",
];

/** One expression per entry, matched on the normalised text, where single spaces separate whole words. */
const patterns: RegExp[] = [...english, ...romanisedHindiAndUrdu, ...romanisedTelugu, ...hindi, ...telugu, ...urdu].map(
  (entry) => new RegExp(`(?:^| )(?:${normaliseLetters(entry).replaceAll("*", "[^ ]*")})(?= |$)`, "u"),
);

/**
 * The letter-level normalisation both the text and the entries go through: the journal search's (NFC, no joiners,
 * Urdu without vowel marks and in Urdu letters), then without Hindi nukta dots (ज़िंदगी, जिंदगी are one spelling).
 */
function normaliseLetters(text: string): string {
  return normaliseForSearch(text)
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .normalize("NFC");
}

/**
 * Lower case, NFKC, letters as `normaliseLetters` has them, apostrophes dropped ("don't" → "dont"), words joined
 * by single spaces.
 * @internal Exported for its tests only.
 */
export function normaliseForMatching(text: string): string {
  return normaliseLetters(text.normalize("NFKC").toLowerCase())
    .replace(/['’‘`]/g, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}

/** True when the text contains any listed word or phrase: the message is then stored as urgent. */
export function isUrgentText(...texts: string[]): boolean {
  return texts.some((text) => {
    const words = normaliseForMatching(text);
    return patterns.some((pattern) => pattern.test(words));
  });
}

/** API.md "Additions": admin answers carry `urgent: true`; otherwise the field is absent, as before the flag existed. */
export function urgentFlag(stored: number): { urgent: boolean } {
  return { urgent: stored === 1 };
}
