import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { englishFields } from "#app/lib/practice-context.ts";
import { localizedPractice } from "#app/lib/practice-i18n.ts";
import type { Practice } from "#app/lib/practice-schema.ts";

/** The demo document with its Hindi and Urdu texts but the tagline's. */
function withoutTagline(): Practice {
  const document = structuredClone(defaultPractice);
  delete document.translations!.hi!.texts.tagline;
  delete document.translations!.ur!.texts.tagline;
  return document;
}

describe("englishFields", () => {
  it("marks a field a Hindi page shows in English, and none it shows in Hindi", () => {
    const english = englishFields(localizedPractice(withoutTagline(), "hi").english, "hi");
    expect(english("tagline")).toEqual({ lang: "en" });
    expect(english("services.0.title")).toEqual({});
  });

  it("also sets an English field left to right on an Urdu page", () => {
    const english = englishFields(localizedPractice(withoutTagline(), "ur").english, "ur");
    expect(english("tagline")).toEqual({ lang: "en", dir: "ltr" });
    expect(english("doctor.specialty")).toEqual({});
  });

  it("marks nothing on an English page, nor where every field is translated", () => {
    expect(englishFields(localizedPractice(withoutTagline(), "en").english, "en")("tagline")).toEqual({});
    expect(englishFields(undefined, "hi")("tagline")).toEqual({});
  });
});
