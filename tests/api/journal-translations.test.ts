// Issue 29: translations as posts of their own, over HTTP against a real server and database.
import { describe, expect, it } from "vitest";
import { type RunningServer, call } from "../support/server.ts";
import { admin, bearer, png, sampleBlog, upload, withSignedInServer } from "./helpers.ts";

let server: RunningServer;
let token: string;
withSignedInServer((started, signedIn) => {
  server = started;
  token = signedIn;
});

const create = (fields: Record<string, unknown> = {}) => admin(server, token, "POST", "/api/admin/blogs/create", { ...sampleBlog, ...fields });
const get = (id: string) => admin(server, token, "POST", "/api/admin/blogs/get", { _id: id });
const save = (id: string, fields: Record<string, unknown> = {}) =>
  admin(server, token, "PUT", "/api/admin/blogs/update", { ...sampleBlog, _id: id, ...fields });

async function original(title: string) {
  return create({ title, slug: undefined });
}

describe("creating a translation", () => {
  it("keeps the original's slug in its own language, records the original's revision and lists the whole group", async () => {
    const english = await original("Sleep and worry");
    expect(english.blog).toMatchObject({ lang: "en", translationOf: null, outdated: false, sourceRevision: null });
    const hindi = await create({ title: "नींद और चिंता", lang: "hi", translationOf: english._id });
    expect(hindi.blog).toMatchObject({ lang: "hi", translationOf: english._id, slug: english.blog.slug, outdated: false, status: "draft" });
    expect(hindi.blog.sourceRevision).toBe(english.blog.revision);

    const urdu = await create({ title: "نیند اور فکر", lang: "ur", translationOf: english._id });
    const group = (await get(english._id)).blog.translations;
    expect(group).toEqual([
      { _id: english._id, lang: "en", slug: english.blog.slug, status: "draft", outdated: false },
      { _id: hindi._id, lang: "hi", slug: english.blog.slug, status: "draft", outdated: false },
      { _id: urdu._id, lang: "ur", slug: english.blog.slug, status: "draft", outdated: false },
    ]);
    // Every member answers the same group, and so does the list.
    expect((await get(urdu._id)).blog.translations).toEqual(group);
    const listed = await admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100, lang: "ur" });
    expect(listed.blogs.map((blog: { _id: string }) => blog._id)).toEqual([urdu._id]);
    expect(listed.blogs[0].translations).toEqual(group);
  });

  it("lists one post per group with `originals`, found by any of its posts' words", async () => {
    const english = await original("Grief after a loss");
    const hindi = await create({ title: "शोक और सहारा", lang: "hi", translationOf: english._id });
    const list = async (fields: Record<string, unknown>) => admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100, ...fields });

    const originals = await list({ originals: true });
    const ids = originals.blogs.map((blog: { _id: string }) => blog._id);
    expect(ids).toContain(english._id);
    expect(ids).not.toContain(hindi._id);
    expect(originals.blogs.every((blog: { translationOf: string | null }) => blog.translationOf === null)).toBe(true);
    expect(originals.total).toBe((await list({})).blogs.filter((blog: { translationOf: string | null }) => blog.translationOf === null).length);
    expect(originals.blogs.find((blog: { _id: string }) => blog._id === english._id).translations.map((member: { lang: string }) => member.lang)).toEqual([
      "en",
      "hi",
    ]);

    // The Hindi title finds the group's original; without `originals` it finds the Hindi post itself.
    expect((await list({ originals: true, search: "शोक" })).blogs.map((blog: { _id: string }) => blog._id)).toEqual([english._id]);
    expect((await list({ search: "शोक" })).blogs.map((blog: { _id: string }) => blog._id)).toEqual([hindi._id]);
    expect((await list({ originals: true, search: "Grief after" })).blogs.map((blog: { _id: string }) => blog._id)).toEqual([english._id]);

    const refused = await call(server, "POST", "/api/admin/blogs", { originals: "all" }, bearer(token));
    expect(refused.status).toBe(400);
  });

  it("answers 409 naming the translation that exists for a second one in the same language", async () => {
    const english = await original("Panic at night");
    const first = await create({ title: "రాత్రి భయం", lang: "te", translationOf: english._id });
    const second = await call(
      server,
      "POST",
      "/api/admin/blogs/create",
      { ...sampleBlog, title: "మరో అనువాదం", lang: "te", translationOf: english._id },
      bearer(token),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toContain("రాత్రి భయం");
    expect(second.body.data.blog._id).toBe(first._id);
  });

  it("refuses a translation of a translation, into the original's language, of an unknown post, and an unknown language", async () => {
    const english = await original("Exam stress");
    const hindi = await create({ title: "परीक्षा का तनाव", lang: "hi", translationOf: english._id });
    for (const fields of [
      { lang: "te", translationOf: hindi._id },
      { lang: "en", translationOf: english._id },
      { lang: "te", translationOf: "0123456789abcdef01234567" },
      { lang: "fr", translationOf: english._id },
    ]) {
      const refused = await call(server, "POST", "/api/admin/blogs/create", { ...sampleBlog, title: "x", ...fields }, bearer(token));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
    }
  });
});

describe("the outdated mark", () => {
  it("is set when the original's text changes, shows the original's change, and is cleared only by a save whose changes are carried over", async () => {
    const english = await original("Medication myths");
    const hindi = await create({ title: "दवा के बारे में भ्रम", lang: "hi", translationOf: english._id });

    // Publishing the original changes no words: the translation stays up to date.
    await admin(server, token, "PUT", "/api/admin/blogs/published", { publishedid: english._id, published: true });
    expect((await get(hindi._id)).blog.outdated).toBe(false);

    const changed = [{ title: "First", description: "A new first paragraph." }];
    await save(english._id, { title: "Medication myths", content: changed });
    const outdated = await get(hindi._id);
    expect(outdated.blog.outdated).toBe(true);
    expect(outdated.source.original).toMatchObject({ _id: english._id, title: "Medication myths", content: changed });
    expect(outdated.source.madeFrom).toMatchObject({ revision: hindi.blog.sourceRevision, content: sampleBlog.content });
    expect((await get(english._id)).blog.translations.find((member: { lang: string }) => member.lang === "hi").outdated).toBe(true);
    // The dashboard counts it, and the list finds it.
    expect((await admin(server, token, "GET", "/api/admin/stats")).blogs.outdated).toBeGreaterThanOrEqual(1);
    const outdatedOnes = await admin(server, token, "POST", "/api/admin/blogs", { pagesize: 100, outdated: true });
    expect(outdatedOnes.blogs.map((blog: { _id: string }) => blog._id)).toContain(hindi._id);
    expect(outdatedOnes.blogs.every((blog: { outdated: boolean }) => blog.outdated)).toBe(true);

    // An autosave is the doctor still typing, and a save alone may only mend a typo: the mark stays, with its source.
    await save(hindi._id, { title: "दवा के बारे में भ्रम", autosave: true, carriedOver: true });
    expect((await get(hindi._id)).blog.outdated).toBe(true);
    const typo = await save(hindi._id, { title: "दवा के बारे में भ्रम" });
    expect(typo.blog).toMatchObject({ outdated: true, sourceRevision: hindi.blog.sourceRevision });
    expect((await get(hindi._id)).source.madeFrom.content).toEqual(sampleBlog.content);
    // The doctor says the changes are carried over: up to date, made from the original as it is now.
    const saved = await save(hindi._id, { title: "दवा के बारे में भ्रम", carriedOver: true });
    expect(saved.blog.outdated).toBe(false);
    expect(saved.blog.sourceRevision).toBe((await get(english._id)).blog.revision);
    expect((await get(hindi._id)).source.madeFrom.content).toEqual(changed);
  });

  it("is cleared by dismissing it, which leaves the post's last change as it was, and an original has no mark to dismiss", async () => {
    const english = await original("Grief in the family");
    const urdu = await create({ title: "خاندان میں غم", lang: "ur", translationOf: english._id });
    await save(english._id, { title: "Grief in the family, again" });
    const marked = (await get(urdu._id)).blog;
    expect(marked.outdated).toBe(true);
    const dismissed = await admin(server, token, "POST", "/api/admin/blogs/translation/dismiss", { _id: urdu._id });
    expect(dismissed.blog.outdated).toBe(false);
    // Not a change readers see: the date the sitemap and the feed give stays.
    expect(dismissed.blog.updatedAt).toBe(marked.updatedAt);
    expect((await get(urdu._id)).source.madeFrom.title).toBe("Grief in the family, again");
    const notATranslation = await call(server, "POST", "/api/admin/blogs/translation/dismiss", { _id: english._id }, bearer(token));
    expect(notATranslation.status).toBe(404);
  });

  it("is back, with the same changes, when its dismissal is undone from the answer or from the activity log", async () => {
    const english = await original("Sleeping tablets");
    const telugu = await create({ title: "నిద్ర మాత్రలు", lang: "te", translationOf: english._id });
    await save(english._id, {
      title: "Sleeping tablets",
      content: [{ title: "Careful", description: "Sleeping tablets taken without guidance can become a habit." }],
    });
    const marked = await get(telugu._id);
    expect(marked.blog.outdated).toBe(true);
    const dismiss = () => admin(server, token, "POST", "/api/admin/blogs/translation/dismiss", { _id: telugu._id });
    const undo = (id: string) => call(server, "POST", "/api/admin/blogs/translation/undo-dismiss", { _id: id }, bearer(token));

    // From the answer (the toast's Undo).
    const first = await dismiss();
    expect(first.dismissal._id).toMatch(/^[0-9a-f]{24}$/);
    const undone = await undo(first.dismissal._id);
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe("Marked as outdated again");
    expect(undone.body.data.blog).toMatchObject({ outdated: true, sourceRevision: marked.blog.sourceRevision, updatedAt: marked.blog.updatedAt });
    expect((await get(telugu._id)).source).toEqual(marked.source);
    expect((await undo(first.dismissal._id)).status).toBe(404);

    // From the activity log: the dismissal's entry carries what undoes it, until it is used.
    const second = await dismiss();
    const log = async () => (await admin(server, token, "POST", "/api/admin/activity", { pagesize: 100 })).activity;
    const entry = (await log()).find(
      (line: { action: string; target: string }) => line.action === "blog.translation.dismiss" && line.target.includes(telugu._id),
    );
    expect(entry.undo).toBe(second.dismissal._id);
    expect((await undo(entry.undo)).status).toBe(200);
    expect((await get(telugu._id)).blog.outdated).toBe(true);
    const after = await log();
    expect(after[0]).toMatchObject({ action: "blog.translation.undo-dismiss", target: expect.stringContaining(telugu._id) });
    expect(after.find((line: { _id: string }) => line._id === entry._id).undo).toBeUndefined();

    // A dismissal the doctor then carried over into a save is no longer hers to undo; an up-to-date one has none.
    const third = await dismiss();
    await save(telugu._id, { title: "నిద్ర మాత్రలు", carriedOver: true });
    expect((await undo(third.dismissal._id)).status).toBe(404);
    expect((await dismiss()).dismissal).toBeNull();
  });
});

describe("deleting an original", () => {
  it("asks what becomes of its translations (409), then deletes them too or keeps them as originals", async () => {
    const first = await original("Screen time and sleep");
    const firstHindi = await create({ title: "स्क्रीन और नींद", lang: "hi", translationOf: first._id });
    const asked = await call(server, "DELETE", "/api/admin/blogs/delete", { _id: first._id }, bearer(token));
    expect(asked.status).toBe(409);
    expect(asked.body.data.translations).toBe(1);
    expect((await get(first._id)).blog._id).toBe(first._id);

    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: first._id, translations: "delete" });
    for (const id of [first._id, firstHindi._id]) {
      expect((await call(server, "POST", "/api/admin/blogs/get", { _id: id }, bearer(token))).status).toBe(404);
    }

    const second = await original("Talking to teenagers");
    const secondTelugu = await create({ title: "టీనేజర్లతో మాట్లాడటం", lang: "te", translationOf: second._id });
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: second._id, translations: "keep" });
    const kept = await get(secondTelugu._id);
    expect(kept.blog).toMatchObject({ translationOf: null, outdated: false, sourceRevision: null });
    expect(kept.blog.translations).toEqual([{ _id: secondTelugu._id, lang: "te", slug: kept.blog.slug, status: "draft", outdated: false }]);
    expect(kept.source).toBeUndefined();
  });

  it("leaves a kept translation the cover it showed, files and all", async () => {
    const english = await original("Sleep after a night shift");
    const cover = await upload(
      server,
      `/api/admin/blogs/blogimage/${english._id}`,
      "blogimage",
      { bytes: await png(), name: "c.png", type: "image/png" },
      bearer(token),
    );
    expect(cover.status).toBe(200);
    const urdu = await create({ title: "رات کی ڈیوٹی کے بعد نیند", lang: "ur", translationOf: english._id });
    const shown = (await get(urdu._id)).blog.coverimage as string;
    expect(shown).toMatch(/^\/uploads\//);

    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: english._id, translations: "keep" });
    expect((await get(urdu._id)).blog.coverimage).toBe(shown);
    expect((await fetch(server.url + shown)).status).toBe(200);
  });

  it("deletes a translation alone without asking", async () => {
    const english = await original("Caring for a carer");
    const hindi = await create({ title: "देखभाल करने वाले की देखभाल", lang: "hi", translationOf: english._id });
    await admin(server, token, "DELETE", "/api/admin/blogs/delete", { _id: hindi._id });
    expect((await get(english._id)).blog.translations.map((member: { lang: string }) => member.lang)).toEqual(["en"]);
  });
});
