// Migration 022: a database made before the reply templates had languages (issue 40) gets the shipped Hindi, Telugu and
// Urdu of each template it still has as shipped; a template the doctor changed or added stays hers, blank in each
// language.
import { afterEach, describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { defaultReplyTemplates } from "#app/content/reply-templates.ts";
import { openTestbedBeforeMigration, type Testbed } from "../services/test-services.ts";
import { migrate } from "./connection.ts";

const migration = "022_reply_templates_languages.sql";

/** The templates as this site shipped them before issue 40: English only, two with the link mid-sentence. */
const shipped = [
  {
    title: "Thank you, and book a consultation",
    text: "Thank you for your question, and for reading. A public reply can only give general information: what is right for you depends on things only a consultation can go into.\n\nIf this is troubling you, please book a consultation at /book-an-appointment and we can talk it through in private.",
    forUrgent: false,
  },
  {
    title: "See a doctor before changing medication",
    text: "Thank you for asking. Please do not stop, start or change the dose of any medicine on your own, even if you feel better or notice side effects: some medicines need to be changed slowly and under supervision.\n\nSpeak to the doctor who prescribed it, or book a consultation at /book-an-appointment so we can review it together.",
    forUrgent: false,
  },
  {
    title: "Crisis line: Tele-MANAS 14416 and 112",
    text: "Thank you for telling us how you feel. You do not have to go through this alone, and you do not have to wait for a reply here.\n\nPlease call Tele-MANAS on 14416 (free, 24×7) to talk to a trained counsellor now. If you are in immediate danger, call 112 or go to the nearest emergency department.",
    forUrgent: true,
  },
];
const doctorsOwn = { title: "Thanks", text: "Thank you, that is kind of you.", forUrgent: false };

const testbeds: Testbed[] = [];
afterEach(async () => {
  for (const testbed of testbeds.splice(0)) await testbed.close();
});

/** Services on a database whose stored document is `document` and that has not yet run migration 022. */
async function beforeTheUpgrade(document: object) {
  const testbed = await openTestbedBeforeMigration(migration, document);
  testbeds.push(testbed);
  return testbed;
}

describe("migration 022: the reply templates in every language", () => {
  it("gives each template still as shipped its shipped languages, so an upgraded site reads as a new one", async () => {
    const testbed = await beforeTheUpgrade({ ...defaultPractice, replyTemplates: shipped });

    expect(migrate(testbed.sqlite)).toEqual([migration]);

    expect((await testbed.services.practice.get()).replyTemplates).toEqual(defaultReplyTemplates);
  });

  it("finds a shipped template wherever the doctor moved it, and leaves her changed and added ones without languages", async () => {
    const changed = { ...shipped[0]!, text: "My own words: please book at /book-an-appointment." };
    const testbed = await beforeTheUpgrade({ ...defaultPractice, replyTemplates: [doctorsOwn, shipped[2], changed] });

    migrate(testbed.sqlite);

    const blank = { hi: "", te: "", ur: "" };
    expect((await testbed.services.practice.get()).replyTemplates).toEqual([
      { ...doctorsOwn, texts: blank },
      defaultReplyTemplates[2],
      { ...changed, texts: blank },
    ]);
  });

  it("leaves a document without templates, and a template that has languages already, as they are", async () => {
    const { replyTemplates: _none, ...withoutTemplates } = defaultPractice;
    const first = await beforeTheUpgrade(withoutTemplates);
    const before = first.sqlite.prepare("SELECT document FROM practice").pluck().get();
    migrate(first.sqlite);
    expect(first.sqlite.prepare("SELECT document FROM practice").pluck().get()).toBe(before);

    const written = { ...shipped[1]!, texts: { hi: "", te: "", ur: "میرا اپنا جواب" } };
    const second = await beforeTheUpgrade({ ...defaultPractice, replyTemplates: [written] });
    migrate(second.sqlite);
    expect((await second.services.practice.get()).replyTemplates).toEqual([written]);
  });
});
