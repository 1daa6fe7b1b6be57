import { describe, expect, it } from "vitest";
import { isUrgentText, normaliseForMatching } from "./urgent-text.ts";

// The reviewed table: every entry of the word list has at least one phrase here, and every judgement call
// documented in urgent-text.ts has its row among the phrases that must not match.
const mustMatch = [
  // English
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
  // Hinglish
  "Main khudkushi kar lunga",
  "aatmhatya ke khayal aate hain",
  "main marna chahta hoon",
  "mujhe bas mar jana hai",
  "ab jeena nahi chahti",
  "jeene ka mann nahi karta",
  "zindagi khatam karna chahta hu",
  "apni jaan le lunga",
  "khud ko nuksan pahuchana chahti hoon",
  "nas kaat lungi",
  // Hindi
  "मैं आत्महत्या के बारे में सोचता हूँ",
  "खुदकुशी कर लूँगा",
  "मैं मरना चाहता हूँ",
  "मुझे मर जाना है",
  "अब जीना नहीं चाहती",
  "जीने की इच्छा नहीं है",
  "ज़िंदगी ख़त्म करना चाहता हूँ",
  "मैं अपनी जान ले लूँगा",
  "ख़ुद को नुकसान पहुँचाना चाहती हूँ",
];

const mustNotMatch = [
  // Judgement calls: everyday speech that uses words of death or harm.
  "I have a killer headache every morning",
  "I could die of embarrassment when I talk about this",
  "This traffic is killing me",
  "I'm dying to meet the doctor, the article was great",
  "I cut myself while cooking, is that related to my tablets?",
  "I hurt myself playing cricket",
  "My grandfather died last year and I miss him",
  "sabko ek din marna hai, par darr lagta hai", // "everyone must die one day": philosophy, not a wish
  "hass hass ke mar jaunga", // "I'll die laughing"
  // Words that only contain a listed word.
  "My skills at work have improved",
  "The diet worked; I feel alive again",
  "I walked 5 kms today",
  // Ordinary messages.
  "Can I book an appointment for my mother on Saturday?",
  "Thank you for the article on sleep and anxiety.",
  "मुझे शनिवार को अपॉइंटमेंट चाहिए",
  "kya aap Hindi mein baat karte hain?",
];

describe("isUrgentText", () => {
  it.each(mustMatch)("marks as urgent: %s", (text) => {
    expect(isUrgentText(text)).toBe(true);
  });

  it.each(mustNotMatch)("does not mark: %s", (text) => {
    expect(isUrgentText(text)).toBe(false);
  });

  it("looks at every text it is given, e.g. a name and a message", () => {
    expect(isUrgentText("Asha", "I want to die")).toBe(true);
    expect(isUrgentText("Asha", "See you on Saturday")).toBe(false);
  });
});

describe("normaliseForMatching", () => {
  it("keeps whole Hindi words, drops nukta dots and joiners, and joins words with single spaces", () => {
    expect(normaliseForMatching("ज़िंदगी  ख़त्म!")).toBe("जिंदगी खत्म");
    expect(normaliseForMatching("आत्म\u200Dहत्या")).toBe("आत्महत्या");
    expect(normaliseForMatching("Don't   STOP--now")).toBe("dont stop now");
  });
});
