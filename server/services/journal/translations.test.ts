// Issue 40: an outdated translation stays outdated until the doctor says the original's changes are carried over,
// and "Mark as up to date" can be undone, back to the very source it had.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Testbed, draftOf, openTestbed } from "../test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const sleepSections = [
  { title: "A two-way street", description: "Poor sleep makes anxiety worse." },
  { title: "When to see a doctor", description: "If sleeplessness lasts longer than a month, please get it assessed." },
];
const warned = [
  sleepSections[0]!,
  { ...sleepSections[1]!, description: `${sleepSections[1]!.description} Sleeping tablets taken without guidance can become a habit.` },
];

/** An English post, its Telugu translation, and the original's second section then given a sentence: outdated. */
async function outdatedTranslation() {
  const { blogs } = bed.services;
  const original = await blogs.create(draftOf("Sleep and mental health", { sections: sleepSections }));
  const telugu = await blogs.create({ ...draftOf("నిద్ర", { sections: sleepSections }), lang: "te", translationOf: original.id });
  await blogs.update(original.id, draftOf("Sleep and mental health", { sections: warned }));
  return { original, telugu };
}

/** The stored columns an undo must write back exactly. */
async function sourceColumns(id: string) {
  return bed.db.selectFrom("blogs").select(["source_revision", "source_text", "outdated"]).where("id", "=", id).executeTakeFirstOrThrow();
}

describe("saving an outdated translation", () => {
  it("keeps the mark unless the changes are carried over; an autosave never carries them over", async () => {
    const { blogs } = bed.services;
    const { original, telugu } = await outdatedTranslation();
    const before = await sourceColumns(telugu.id);
    expect(before.outdated).toBe(1);

    const typoMended = await blogs.update(telugu.id, draftOf("నిద్ర, మానసిక ఆరోగ్యం", { sections: sleepSections }));
    expect(typoMended?.outdated).toBe(true);
    expect(await sourceColumns(telugu.id)).toEqual(before);

    await blogs.update(telugu.id, draftOf("నిద్ర, మానసిక ఆరోగ్యం", { sections: warned }), { autosave: true, carriedOver: true });
    expect((await blogs.get(telugu.id))?.outdated).toBe(true);

    const carried = await blogs.update(telugu.id, draftOf("నిద్ర, మానసిక ఆరోగ్యం", { sections: warned }), { carriedOver: true });
    expect(carried).toMatchObject({ outdated: false, sourceRevision: (await blogs.get(original.id))?.revision });
    expect((await blogs.translationSource(telugu.id))?.madeFrom.text?.sections).toEqual(warned);
  });

  it("restoring an earlier version of an outdated translation keeps it outdated", async () => {
    const { blogs } = bed.services;
    const { telugu } = await outdatedTranslation();
    const created = (await blogs.revisions(telugu.id))?.at(-1);
    expect((await blogs.restore(created!.id))?.outdated).toBe(true);
  });
});

describe("undoing Mark as up to date", () => {
  it("puts back the source the translation had, outdated, and is offered by the activity log until it is used", async () => {
    const { blogs, activity } = bed.services;
    const { telugu } = await outdatedTranslation();
    const before = await sourceColumns(telugu.id);

    const dismissed = await blogs.dismissOutdated(telugu.id);
    expect(dismissed?.blog.outdated).toBe(false);
    const dismissal = dismissed!.dismissal!;
    expect(dismissal).toMatch(/^[0-9a-f]{24}$/);
    await activity.record({ actor: "doctor@example.com", action: "blog.translation.dismiss", target: `blog ${telugu.id}`, undo: dismissal });
    expect((await activity.list({ pageno: 0, pagesize: 10, sortby: "createdAt", order: "desc", search: "" })).items[0]?.undo).toBe(dismissal);

    const undone = await blogs.undoDismissal(dismissal);
    expect(undone?.outdated).toBe(true);
    expect(await sourceColumns(telugu.id)).toEqual(before);
    // Used once: nothing left to undo, and the log no longer offers it.
    expect(await blogs.undoDismissal(dismissal)).toBeNull();
    expect((await activity.list({ pageno: 0, pagesize: 10, sortby: "createdAt", order: "desc", search: "" })).items[0]?.undo).toBeUndefined();
  });

  it("still shows every change when the original changed again after the dismissal", async () => {
    const { blogs } = bed.services;
    const { original, telugu } = await outdatedTranslation();
    const before = await sourceColumns(telugu.id);
    const { dismissal } = (await blogs.dismissOutdated(telugu.id))!;
    await blogs.update(original.id, draftOf("Sleep and your mood", { sections: warned }));
    await blogs.undoDismissal(dismissal!);
    expect(await sourceColumns(telugu.id)).toEqual(before);
  });

  it("is gone once the changes were carried over, or the mark dismissed again; a translation up to date has nothing to dismiss", async () => {
    const { blogs } = bed.services;
    const { original, telugu } = await outdatedTranslation();
    const first = (await blogs.dismissOutdated(telugu.id))!.dismissal!;
    expect(await blogs.dismissOutdated(telugu.id)).toMatchObject({ dismissal: null });
    await blogs.update(original.id, draftOf("Sleep and your mood", { sections: warned }));
    const second = (await blogs.dismissOutdated(telugu.id))!.dismissal!;
    expect(await blogs.undoDismissal(first)).toBeNull();

    await blogs.update(telugu.id, draftOf("నిద్ర", { sections: warned }), { carriedOver: true });
    expect(await blogs.undoDismissal(second)).toBeNull();
    expect((await blogs.get(telugu.id))?.outdated).toBe(false);
    expect(await blogs.dismissOutdated(original.id)).toBeNull();
  });

  it("is gone when the original is deleted and the translation kept as a post of its own", async () => {
    const { blogs } = bed.services;
    const { original, telugu } = await outdatedTranslation();
    const { dismissal } = (await blogs.dismissOutdated(telugu.id))!;
    await blogs.remove(original.id, "keep");
    expect(await blogs.undoDismissal(dismissal!)).toBeNull();
    expect(await blogs.get(telugu.id)).toMatchObject({ translationOf: null, outdated: false });
  });
});
