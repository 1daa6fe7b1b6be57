import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogListQuery } from "#app/lib/schemas.ts";
import { languages } from "#app/i18n/languages.ts";
import { transparentPng } from "../../../tests/support/image-fixtures.ts";
import { type Testbed, draftOf, openTestbed } from "../test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const article = (title: string, sections = [{ title: "One", description: "First" }]) => draftOf(title, { sections });

const firstPage = { pageno: 0, pagesize: 100 };

describe("blogs", () => {
  it("creates a blog as an unpublished, unfeatured draft the public cannot see", async () => {
    const blog = await bed.services.blogs.create(article("Draft"));
    expect(blog).toMatchObject({ title: "Draft", published: false, featured: false, readers: 0, cover: null });
    expect(blog.sections).toEqual([{ title: "One", description: "First" }]);
    expect(await bed.services.blogs.get(blog.id)).toMatchObject({ title: "Draft" });
    expect(await bed.services.blogs.publishedPost(blog.id, { countRead: true })).toBeNull();
    expect(await bed.services.blogs.listPublished(firstPage)).toEqual({ items: [], total: 0 });
    expect(await bed.services.blogs.readers(blog.id)).toBeNull();
  });

  it("publishes, counts reads of published blogs only, and unpublishes", async () => {
    const blog = await bed.services.blogs.create(article("Read me"));
    await bed.services.blogs.setPublished(blog.id, true);
    expect((await bed.services.blogs.listPublished(firstPage)).items.map((item) => item.title)).toEqual(["Read me"]);

    await bed.services.blogs.publishedPost(blog.id, { countRead: true });
    await bed.services.blogs.publishedPost(blog.id, { countRead: true });
    await bed.services.blogs.publishedPost(blog.id, { countRead: false });
    expect(await bed.services.blogs.readers(blog.id)).toBe(2);

    await bed.services.blogs.setPublished(blog.id, false);
    expect(await bed.services.blogs.publishedPost(blog.id, { countRead: true })).toBeNull();
    expect((await bed.services.blogs.get(blog.id))?.readers).toBe(2);
  });

  it("replaces the sections in their new order on update", async () => {
    const blog = await bed.services.blogs.create(
      article("Sections", [
        { title: "A", description: "a" },
        { title: "B", description: "b" },
      ]),
    );
    const updated = await bed.services.blogs.update(
      blog.id,
      article("Sections, revised", [
        { title: "C", description: "c" },
        { title: "A", description: "a, revised" },
      ]),
    );
    expect(updated?.title).toBe("Sections, revised");
    expect(updated?.sections).toEqual([
      { title: "C", description: "c" },
      { title: "A", description: "a, revised" },
    ]);
  });

  it("walks the published posts for the sitemap a read at a time, newest first, each once, posts made in the same instant included", async () => {
    const ids: string[] = [];
    for (const title of ["A", "B", "C", "D", "E"]) {
      const blog = await bed.services.blogs.create(article(title));
      await bed.services.blogs.setPublished(blog.id, true);
      ids.push(blog.id);
    }
    await bed.services.blogs.create(article("Draft"));
    bed.sqlite.prepare("UPDATE blogs SET created_at = '2026-11-01T00:00:00.000Z' WHERE id IN (?, ?, ?)").run(ids[1], ids[2], ids[3]);
    const all = await bed.services.blogs.sitemapPosts(0, 100, languages);
    expect(all).toHaveLength(5);

    const walked: string[] = [];
    let from: Parameters<typeof bed.services.blogs.sitemapPosts>[0] = 0;
    for (;;) {
      const batch = await bed.services.blogs.sitemapPosts(from, 2, languages);
      if (batch.length === 0) break;
      walked.push(...batch.map((post) => post.cursor.id));
      from = batch.at(-1)!.cursor;
    }
    expect(walked).toEqual(all.map((post) => post.cursor.id));
    expect((await bed.services.blogs.sitemapPosts(3, 100, languages)).map((post) => post.cursor.id)).toEqual(walked.slice(3));
    expect(await bed.services.blogs.sitemapSummary(languages)).toEqual({
      published: 5,
      newestUpdate: all
        .map((post) => post.updatedAt)
        .sort()
        .at(-1),
    });
    // English unpublished (it never is, but any language may be): none of its posts is listed.
    expect(await bed.services.blogs.sitemapSummary(["hi", "te", "ur"])).toEqual({ published: 0, newestUpdate: undefined });
    expect(await bed.services.blogs.sitemapPosts(0, 100, ["hi", "te", "ur"])).toEqual([]);
  });

  it("counts the published English posts a language's journal has no version of", async () => {
    const { blogs } = bed.services;
    const published = async (draft: Parameters<typeof blogs.create>[0]) => {
      const blog = await blogs.create(draft);
      await blogs.setPublished(blog.id, true);
      return blog;
    };
    const translated = await published(article("Translated into Hindi"));
    await published({ ...article("नींद"), lang: "hi", translationOf: translated.id });
    const draftOnly = await published(article("Hindi translation still a draft"));
    await blogs.create({ ...article("मसौदा"), lang: "hi", translationOf: draftOnly.id });
    await published(article("English only"));
    await blogs.create(article("An English draft"));
    // A Hindi original and its English translation: the Hindi journal has it, the Telugu one does not.
    const hindiOriginal = await published({ ...article("हिन्दी में लिखा"), lang: "hi" });
    await published({ ...article("Written in Hindi"), translationOf: hindiOriginal.id });

    expect(await blogs.englishOnly("hi")).toBe(2);
    expect(await blogs.englishOnly("te")).toBe(4);
    await blogs.setPublished(draftOnly.id, false);
    expect(await blogs.englishOnly("hi")).toBe(1);
  });

  it("answers null or false for unknown and malformed ids, and changes nothing", async () => {
    const unknown = "0123456789abcdef01234567";
    for (const id of [unknown, "not-an-id", ""]) {
      expect(await bed.services.blogs.get(id)).toBeNull();
      expect(await bed.services.blogs.update(id, article("Nope"))).toBeNull();
      expect(await bed.services.blogs.setPublished(id, true)).toBeNull();
      expect(await bed.services.blogs.setFeatured(id, true, 1)).toBeNull();
      expect(await bed.services.blogs.remove(id)).toBe(false);
    }
    expect((await bed.services.blogs.list(blogListQuery.parse({}))).total).toBe(0);
  });

  it("features with an order, and lists with search, sort and pages", async () => {
    for (const title of ["Anxiety at work", "Better sleep", "Calm breathing"]) await bed.services.blogs.create(article(title));
    const all = await bed.services.blogs.list(blogListQuery.parse({ sortby: "title", order: "asc" }));
    expect(all.items.map((blog) => blog.title)).toEqual(["Anxiety at work", "Better sleep", "Calm breathing"]);

    const featured = await bed.services.blogs.setFeatured(all.items[1]!.id, true, 3);
    expect(featured).toMatchObject({ featured: true, featuredOrder: 3 });

    const found = await bed.services.blogs.list(blogListQuery.parse({ search: "SLEEP" }));
    expect(found.total).toBe(3);
    const byTitle = await bed.services.blogs.list(blogListQuery.parse({ search: "breath" }));
    expect(byTitle.items.map((blog) => blog.title)).toEqual(["Calm breathing"]);

    const second = await bed.services.blogs.list(blogListQuery.parse({ sortby: "title", order: "asc", pagesize: 2, pageno: 1 }));
    expect(second).toMatchObject({ total: 3 });
    expect(second.items.map((blog) => blog.title)).toEqual(["Calm breathing"]);
  });

  it("keeps one cover: a new one replaces the old one's files, deleting the blog deletes its cover and comments", async () => {
    const blog = await bed.services.blogs.create(article("Covered"));
    const first = await bed.services.blogs.setCover(blog.id, await transparentPng(64, 48));
    expect(first?.cover?.width).toBe(64);
    expect(first?.cover?.url).toMatch(/^\/uploads\//);
    const firstFiles = bed.storedImageIds();
    expect(firstFiles).toHaveLength(1);

    const second = await bed.services.blogs.setCover(blog.id, await transparentPng(80, 40));
    expect(second?.cover?.width).toBe(80);
    expect(bed.storedImageIds()).toHaveLength(1);
    expect(bed.storedImageIds()).not.toEqual(firstFiles);

    await bed.services.blogs.setPublished(blog.id, true);
    await bed.services.comments.create({ blogId: blog.id, name: "Asha", email: "asha@example.com", mobile: "9876543210", message: "Thank you" });
    expect(await bed.services.blogs.remove(blog.id)).toBe(true);
    expect(bed.storedImageIds()).toEqual([]);
    expect(bed.sqlite.prepare("SELECT count(*) AS n FROM comments").get()).toEqual({ n: 0 });
    expect(bed.sqlite.prepare("SELECT count(*) AS n FROM blog_sections").get()).toEqual({ n: 0 });
  });

  it("refuses a cover for an unknown blog and keeps no file of it", async () => {
    expect(await bed.services.blogs.setCover("0123456789abcdef01234567", await transparentPng(32, 32))).toBeNull();
    expect(bed.storedImageIds()).toEqual([]);
  });
});
