/**
 * The reviewed list of words and phrases that mark a comment or contact message as urgent: a risk of suicide
 * or self-harm, or a wish to die, in English, Hindi (Devanagari) and Hinglish (Hindi in Latin letters).
 *
 * How it matches: the text is lower-cased, Unicode-normalised (NFKC, Hindi nukta dots dropped so ख़ and ख
 * are one letter) and cut into words at anything that is not a letter, mark or digit; each entry below must
 * then appear as whole, consecutive words. "killmyself" or "self-harm" therefore match "kill myself" and
 * "self harm" only because they are listed; "skill" never matches "kill".
 *
 * Judgement calls (each is a row in urgent-text.test.ts):
 * - A single "die", "dead", "kill" or "killing" is never enough: "killer headache", "this traffic is killing
 *   me", "I could die of embarrassment", "dying to meet you" are everyday speech, not risk.
 * - "suicide", "suicidal", "self harm" and "overdose" alone are enough, even in a general question ("is
 *   suicide common in depression?"): a false alarm costs the doctor a minute, a missed one can cost a life.
 * - Hinglish hyperbole such as "hass hass ke mar jaunga" (I'll die laughing) is left out; "marna chahta hoon"
 *   (I want to die) is in.
 * Marking a message urgent only moves it up and says so to the doctor; it never publishes or hides anything.
 * Changes to this list need the doctor's review, and a row in the test for every new entry.
 */

/** Each entry is words separated by single spaces; `(a|b)` offers spellings, `(word )?` an optional word. */
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

const hinglish = [
  "(khudkushi|khudkhushi|khudkashi|khud kushi|khudkhusi)",
  "(aatmhatya|atmhatya|atmahatya|aatmahatya|atmhatyaa)",
  "(marna|mrna|mar jana|mar jaana|marjana) (chahta|chahti|chahte|chahata|chahati)",
  "(mujhe|muje|mujhko|mujhe bas) (marna|mrna|mar jana|mar jaana|marjana) (hai|he|h)",
  "(jeena|jina|jeene|jine) (nahi|nahin|nhi|nai) (chahta|chahti|chahte)",
  "(jeene|jine) (ka|ki) (mann|man|mn|ichha|iccha|wajah|vajah) (nahi|nahin|nhi|nai)",
  "(zindagi|zindagee|jindagi|jindgi|zindgi) (khatam|khtm|khatm) (karna|karni|kar)",
  "(apni|apnee) (jaan|jan) (le|lena|le lunga|le lungi|de dunga|de dungi)",
  "(khud|khudko) (ko )?(khatam|nuksan|nuksaan|nuqsan|chot) (karna|kar|pahuchana|pahunchana)",
  "(nas|nass) (kaat|kat|kaatna|katna)",
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
];

/** One expression per entry, matched on the normalised text, where single spaces separate whole words. */
const patterns: RegExp[] = [...english, ...hinglish, ...hindi].map((entry) => new RegExp(`(?:^| )(?:${withoutNukta(entry)})(?= |$)`, "u"));

/** Hindi spellings differ in the nukta dot (ज़िंदगी, जिंदगी); both sides drop it before comparing. */
function withoutNukta(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .normalize("NFC");
}

/**
 * Lower case, NFKC, no nukta dots, apostrophes dropped ("don't" → "dont"), words joined by single spaces.
 * @internal Exported for its tests only.
 */
export function normaliseForMatching(text: string): string {
  // Joiners (U+200C, U+200D) sit inside Hindi words for shaping; they must not split a word.
  return withoutNukta(text.normalize("NFKC").toLowerCase())
    .replace(/[\u200C\u200D]/g, "")
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
