// Migration 021: a database made before the translations were mended (issue 36) gets the mended texts in its stored
// practice document, each only while it is still the text the site shipped; a text the doctor changed stays hers.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { defaultTranslations } from "#app/content/practice-translations/index.ts";
import { openTestbedBeforeMigration, type Testbed } from "../services/test-services.ts";
import { migrate } from "./connection.ts";

const migration = "021_practice_texts_mended.sql";
const sql = readFileSync(path.join(import.meta.dirname, "migrations", migration), "utf8");

/** The texts as this site shipped them before the review. */
const shipped = {
  urSiteName: "ڈاکٹر Aarav Mehta — ماہرِ نفسیات اور ماہرِ جنسی صحت",
  hiDose: "दवा तभी, जब उससे फ़ायदा हो, और सबसे कम असरदार खुराक में — साथ में काउंसलिंग और जीवनशैली में बदलाव।",
};
const doctorsDose = "दवा सिर्फ़ ज़रूरत होने पर, सबसे कम मात्रा में जो काम करे।";

const testbeds: Testbed[] = [];
afterEach(async () => {
  for (const testbed of testbeds.splice(0)) await testbed.close();
});

/** Services on a database whose stored document is `document` and that has not yet run migration 021. */
async function beforeTheUpgrade(document: object) {
  const testbed = await openTestbedBeforeMigration(migration, document);
  testbeds.push(testbed);
  return testbed;
}

function withTexts(texts: { hi: Record<string, string>; ur: Record<string, string> }) {
  const translations = structuredClone(defaultTranslations);
  Object.assign(translations.hi!.texts, texts.hi);
  Object.assign(translations.ur!.texts, texts.ur);
  return { ...defaultPractice, translations };
}

describe("migration 021: the mended practice translations", () => {
  it("mends a text still as shipped and keeps one the doctor changed", async () => {
    const testbed = await beforeTheUpgrade(withTexts({ ur: { siteName: shipped.urSiteName }, hi: { "reasons.5.text": doctorsDose } }));

    expect(migrate(testbed.sqlite)).toEqual([migration]);

    const { translations } = await testbed.services.practice.get();
    expect(translations?.ur?.texts.siteName).toBe("ڈاکٹر Aarav Mehta — ماہرِ نفسیاتی امراض اور ماہرِ جنسی صحت");
    expect(translations?.hi?.texts["reasons.5.text"]).toBe(doctorsDose);
  });

  it("adds no text: one the doctor removed stays removed, a language without translations stays without", async () => {
    const document = withTexts({ ur: {}, hi: {} });
    delete document.translations.ur!.texts.siteName;
    delete document.translations.te;
    const testbed = await beforeTheUpgrade({
      ...document,
      translations: { ...document.translations, hi: { published: false, texts: { "reasons.5.text": shipped.hiDose } } },
    });
    const before = testbed.sqlite.prepare("SELECT document FROM practice").pluck().get() as string;

    migrate(testbed.sqlite);

    const after = JSON.parse(testbed.sqlite.prepare("SELECT document FROM practice").pluck().get() as string);
    expect(after.translations.ur.texts.siteName).toBeUndefined();
    expect(after.translations.te).toBeUndefined();
    // The one shipped text left is mended, and nothing else of the document moves.
    expect(after.translations.hi).toEqual({ published: false, texts: { "reasons.5.text": defaultTranslations.hi!.texts["reasons.5.text"] } });
    expect({ ...after, translations: null }).toEqual({ ...JSON.parse(before), translations: null });
  });

  it("writes exactly the texts a new site ships, so a new database and an upgraded one read alike", () => {
    const written = [...sql.matchAll(/json_set\(document, '\$\.translations\.(\w+)\.texts\."([^"]+)"', '((?:[^']|'')*)'\)/g)];
    expect(written.length).toBeGreaterThan(20);
    for (const [, lang, field, text] of written) {
      expect(text?.replaceAll("''", "'"), `${lang} ${field}`).toBe(defaultTranslations[lang as "hi" | "te" | "ur"]?.texts[field ?? ""]);
    }
  });
});
