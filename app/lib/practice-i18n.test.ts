import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import {
  keptTranslations,
  localizedPractice,
  publishedLanguages,
  publishedPractice,
  translatablePaths,
  translationsAfterReorder,
  untranslatedPaths,
} from "#app/lib/practice-i18n.ts";
import type { Practice } from "#app/lib/practice-schema.ts";

/** The demo document with only these Hindi texts, Hindi published and the others absent. */
function withHindi(texts: Record<string, string>, published = true): Practice {
  return { ...structuredClone(defaultPractice), translations: { hi: { published, texts } } };
}

describe("localizedPractice", () => {
  it("makes a document's page in a language once, and anew for the document a save puts in its place", () => {
    const stored = withHindi({ tagline: "पहली पंक्ति" });
    expect(localizedPractice(stored, "hi")).toBe(localizedPractice(stored, "hi"));
    const saved = withHindi({ tagline: "नई पंक्ति" });
    expect(localizedPractice(saved, "hi")).not.toBe(localizedPractice(stored, "hi"));
    expect(localizedPractice(saved, "hi").practice.tagline).toBe("नई पंक्ति");
  });

  it("answers the English document without its translations, and nothing in English to mark", () => {
    const { practice, english } = localizedPractice(defaultPractice, "en");
    const { translations: _all, ...englishOnly } = defaultPractice;
    expect(practice).toEqual(englishOnly);
    expect(practice).not.toHaveProperty("translations");
    expect(english).toEqual([]);
  });

  it("puts each translated field in the language and lists the fields left in English", () => {
    const document = withHindi({ "services.1.title": "यौन स्वास्थ्य चिकित्सा", "doctor.description.1": "दूसरा अनुच्छेद", "services.0.details.2": "ओसीडी" });
    const { practice, english } = localizedPractice(document, "hi");
    expect(practice.services[1]!.title).toBe("यौन स्वास्थ्य चिकित्सा");
    expect(practice.doctor.description).toEqual([defaultPractice.doctor.description[0], "दूसरा अनुच्छेद"]);
    expect(practice.services[0]!.details[2]).toBe("ओसीडी");
    expect(practice.services[0]!.details[1]).toBe(defaultPractice.services[0]!.details[1]);
    expect(english).toHaveLength(translatablePaths(document).length - 3);
    expect(english).toContain("services.0.title");
    expect(english).not.toContain("services.1.title");
    // The stored document, shared by every request, is left as it was.
    expect(document.services[1]!.title).toBe("Sexual Medicine");
  });

  it("shows the demo document's Urdu with nothing left in English", () => {
    const { practice, english } = localizedPractice(defaultPractice, "ur");
    expect(english).toEqual([]);
    expect(practice.reasons[4]!.title).toBe("مکمل رازداری");
    expect(practice.clinics[0]!.name).toBe("Caspian Multispeciality Clinic");
  });

  it("treats a language without texts as all English", () => {
    const { practice, english } = localizedPractice(withHindi({}), "te");
    expect(english).toEqual(translatablePaths(defaultPractice));
    expect(practice.tagline).toBe(defaultPractice.tagline);
  });
});

describe("translatable fields", () => {
  it("leave out an optional English text left blank", () => {
    const document = structuredClone(defaultPractice);
    document.testimonials[0]!.context = "";
    expect(translatablePaths(document)).not.toContain("testimonials.0.context");
    expect(translatablePaths(document)).toContain("testimonials.0.text");
  });

  it("count what each language still lacks", () => {
    const document = withHindi({ tagline: "भरोसेमंद विशेषज्ञता।" });
    expect(untranslatedPaths(document, "hi")).toHaveLength(translatablePaths(document).length - 1);
    expect(untranslatedPaths(document, "ur")).toEqual(translatablePaths(document));
  });
});

describe("published languages", () => {
  it("are English first, then those switched on, in the site's order", () => {
    expect(publishedLanguages(defaultPractice)).toEqual(["en", "hi", "te", "ur"]);
    expect(publishedLanguages(withHindi({}, false))).toEqual(["en"]);
    const { translations: _none, ...older } = defaultPractice;
    expect(publishedLanguages(older)).toEqual(["en"]);
  });

  it("alone reach the public document", () => {
    const document = {
      ...withHindi({ tagline: "मसौदा" }, false),
      translations: { hi: { published: false, texts: { tagline: "मसौदा" } }, ur: { published: true, texts: {} } },
    };
    expect(publishedPractice(document).translations).toEqual({ ur: { published: true, texts: {} } });
  });
});

describe("keptTranslations", () => {
  it("keeps only non-blank texts of fields the document has", () => {
    const kept = keptTranslations(
      { hi: { published: true, texts: { tagline: "टैगलाइन", "services.99.title": "कोई नहीं", brandNote: "", shortName: "नाम" } } },
      defaultPractice,
    );
    expect(kept).toEqual({ hi: { published: true, texts: { tagline: "टैगलाइन" } } });
  });
});

describe("translationsAfterReorder", () => {
  const translations = {
    ur: {
      published: true,
      texts: { "reasons.0.title": "اول", "reasons.1.title": "دوم", "reasons.2.text": "سوم", "reasons.10.title": "گیارہواں", tagline: "نعرہ" },
    },
  };

  it("moves each text with its item", () => {
    // The items that were at 0 and 1 swap places.
    expect(translationsAfterReorder(translations, "reasons", [1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10]).ur!.texts).toEqual({
      "reasons.1.title": "اول",
      "reasons.0.title": "دوم",
      "reasons.2.text": "سوم",
      "reasons.10.title": "گیارہواں",
      tagline: "نعرہ",
    });
  });

  it("drops the texts of a removed item and shifts those after it", () => {
    expect(translationsAfterReorder(translations, "reasons", [0, 2, 3, 4, 5, 6, 7, 8, 9, 10]).ur!.texts).toEqual({
      "reasons.0.title": "اول",
      "reasons.1.text": "سوم",
      "reasons.9.title": "گیارہواں",
      tagline: "نعرہ",
    });
  });

  it("leaves other lists alone, even one whose name starts the same", () => {
    const nested = { hi: { published: false, texts: { "services.0.details.1": "दो", "services.0.title": "शीर्षक" } } };
    expect(translationsAfterReorder(nested, "services.0.details", [1, 0]).hi!.texts).toEqual({ "services.0.details.0": "दो", "services.0.title": "शीर्षक" });
  });
});
