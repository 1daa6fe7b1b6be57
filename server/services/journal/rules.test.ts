// The journal's rules in-process on the template database (decision 9): addresses, revisions, conflicts and
// scheduling, without HTTP. The clock is the server's one settable clock, moved as a test needs.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setClockOffset } from "../../db/clock.ts";
import { AddressTakeover, SlugTaken, StaleRevision } from "../errors.ts";
import { type Testbed, draftOf, openTestbed } from "../test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  setClockOffset(0);
  await bed.close();
});

const draft = draftOf;

const minutes = (n: number) => n * 60;

describe("addresses", () => {
  it("suggests one from the title, numbered when another post has it, in Latin letters for a Devanagari title", async () => {
    const blogs = bed.services.blogs;
    expect((await blogs.create(draft("Sleep and the Mind"))).slug).toBe("sleep-and-the-mind");
    expect((await blogs.create(draft("Sleep and the mind!"))).slug).toBe("sleep-and-the-mind-2");
    expect((await blogs.create(draft("नींद और मन"))).slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("refuses another post's address, keeps an old address pointing to the post, and gives it up only when confirmed", async () => {
    const blogs = bed.services.blogs;
    const first = await blogs.create(draft("First post"));
    const second = await blogs.create(draft("Second post"));
    await expect(blogs.update(second.id, draft("Second post", { slug: "first-post" }))).rejects.toBeInstanceOf(SlugTaken);
    expect((await blogs.get(second.id))?.slug).toBe("second-post");

    await blogs.update(first.id, draft("First post", { slug: "first-moved" }));
    await blogs.setPublished(first.id, true);
    expect(await blogs.article("first-post")).toMatchObject({ moved: true, article: { blog: { slug: "first-moved" } } });
    expect(await blogs.article("first-moved")).toMatchObject({ moved: false });

    // The old address is another post's only when the doctor confirms it; it then stops leading to the first.
    await expect(blogs.update(second.id, draft("Second post", { slug: "first-post" }))).rejects.toBeInstanceOf(AddressTakeover);
    expect(await blogs.article("first-post")).toMatchObject({ moved: true, article: { blog: { slug: "first-moved" } } });
    await blogs.update(second.id, draft("Second post", { slug: "first-post" }), { confirmAddressTakeover: true });
    await blogs.setPublished(second.id, true);
    expect(await blogs.article("first-post")).toMatchObject({ moved: false, article: { blog: { id: second.id } } });
  });

  it("keeps the address when the title changes", async () => {
    const blog = await bed.services.blogs.create(draft("Original title"));
    const saved = await bed.services.blogs.update(blog.id, draft("A new title"));
    expect(saved?.slug).toBe("original-title");
  });
});

describe("revisions and conflicts", () => {
  it("keeps a revision per save, one per autosave window, and restores the text but not the address", async () => {
    const blogs = bed.services.blogs;
    const blog = await blogs.create(draft("Version one"));
    await blogs.update(blog.id, draft("Version two", { slug: "moved-on" }));
    await blogs.update(blog.id, draft("Autosave a"), { autosave: true });
    await blogs.update(blog.id, draft("Autosave b"), { autosave: true });
    const reasons = (await blogs.revisions(blog.id))!.map((revision) => `${revision.reason}:${revision.title}`);
    expect(reasons).toEqual(["autosaved:Autosave b", "saved:Version two", "created:Version one"]);

    setClockOffset(minutes(11));
    await blogs.update(blog.id, draft("Autosave c"), { autosave: true });
    expect((await blogs.revisions(blog.id))!.map((revision) => revision.reason)).toEqual(["autosaved", "autosaved", "saved", "created"]);

    const created = (await blogs.revisions(blog.id))!.at(-1)!;
    const restored = await blogs.restore(created.id);
    expect(restored).toMatchObject({ title: "Version one", slug: "moved-on" });
    expect((await blogs.revisions(blog.id))![0]).toMatchObject({ reason: "restored", title: "Version one" });
  });

  it("refuses a save from an older revision, storing nothing, and answers the stored post", async () => {
    const blogs = bed.services.blogs;
    const blog = await blogs.create(draft("Shared"));
    const fromTabA = blog.revision;
    const saved = await blogs.update(blog.id, draft("Tab B"), { revision: fromTabA });
    const stale = await blogs.update(blog.id, draft("Tab A"), { revision: fromTabA }).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(StaleRevision);
    expect((stale as StaleRevision<{ title: string }>).stored.title).toBe("Tab B");
    expect((await blogs.get(blog.id))?.title).toBe("Tab B");
    // Without a revision the last write wins.
    expect((await blogs.update(blog.id, draft("Tab A")))?.title).toBe("Tab A");
    expect(saved!.revision).toBeGreaterThan(fromTabA);
  });
});

describe("scheduling", () => {
  it("holds a scheduled post back until its time on the server's clock, then publishes it once with a revision", async () => {
    const blogs = bed.services.blogs;
    const blog = await blogs.create(draft("Scheduled"));
    const publishAt = new Date(Date.now() + 3600 * 1000).toISOString();
    expect(await blogs.setPublished(blog.id, true, publishAt)).toMatchObject({ status: "scheduled", published: false, publishAt });
    expect((await blogs.nextScheduled())?.toISOString()).toBe(publishAt);
    expect(await blogs.publishDue()).toBe(0);
    expect(await blogs.publishedPost(blog.slug, { countRead: false })).toBeNull();

    setClockOffset(3601);
    expect(await blogs.publishDue()).toBe(1);
    expect(await blogs.publishDue()).toBe(0);
    expect(await blogs.publishedPost(blog.slug, { countRead: false })).toMatchObject({ status: "published", publishAt });
    expect(await blogs.nextScheduled()).toBeNull();
    expect((await blogs.revisions(blog.id))![0]?.reason).toBe("published");
  });

  it("publishes now for a time already past, and a draft again cancels the schedule", async () => {
    const blogs = bed.services.blogs;
    const past = await blogs.create(draft("Past"));
    expect(await blogs.setPublished(past.id, true, new Date(Date.now() - 1000).toISOString())).toMatchObject({ status: "published" });
    const later = await blogs.create(draft("Later"));
    await blogs.setPublished(later.id, true, new Date(Date.now() + 3600 * 1000).toISOString());
    expect(await blogs.setPublished(later.id, false)).toMatchObject({ status: "draft", publishAt: null });
    expect(await blogs.nextScheduled()).toBeNull();
  });
});

describe("previews", () => {
  it("shows a post to whoever has the address for 14 days on the server's clock, and to nobody after", async () => {
    const blog = await bed.services.blogs.create(draft("Previewed"));
    const { token } = (await bed.services.blogs.createPreview(blog.id))!;
    expect(await bed.services.blogs.previewOf(token)).toMatchObject({ blog: { id: blog.id } });
    setClockOffset(14 * 24 * 3600 - 60);
    expect(await bed.services.blogs.previewOf(token)).toMatchObject({ blog: { id: blog.id } });
    setClockOffset(14 * 24 * 3600 + 60);
    expect(await bed.services.blogs.previewOf(token)).toBeNull();
  });
});
