import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commentListQuery } from "#app/lib/schemas.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const draft = (title: string) => ({
  title,
  category: "",
  metatitle: "",
  metadescription: "",
  author: "",
  keywords: "",
  sections: [{ title: "", description: "Text" }],
});

async function blog(title: string, published: boolean) {
  const created = await bed.services.blogs.create(draft(title));
  if (published) await bed.services.blogs.setPublished(created.id, true);
  return created.id;
}

const comment = (blogId: string, message = "Very helpful, thank you.") => ({
  blogId,
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  message,
});

const firstPage = { pageno: 0, pagesize: 100 };

describe("comments", () => {
  it("accepts a comment only on a published blog, and keeps it pending", async () => {
    const draft = await blog("Draft", false);
    const live = await blog("Live", true);
    expect(await bed.services.comments.create(comment(draft))).toBeNull();
    expect(await bed.services.comments.create(comment("0123456789abcdef01234567"))).toBeNull();
    expect(await bed.services.comments.create(comment("not-an-id"))).toBeNull();

    const created = await bed.services.comments.create(comment(live));
    expect(created?.id).toMatch(/^[0-9a-f]{24}$/);
    expect((await bed.services.comments.listPublished(live, firstPage)).items).toEqual([]);
    const pending = await bed.services.comments.list(commentListQuery.parse({}));
    expect(pending.items).toMatchObject([{ id: created?.id, published: false, blogTitle: "Live" }]);
  });

  it("shows a published comment publicly without its e-mail or mobile, and only while its blog is published", async () => {
    const live = await blog("Live", true);
    const created = await bed.services.comments.create(comment(live));
    await bed.services.comments.setPublished(created?.id ?? "", true);

    const shown = (await bed.services.comments.listPublished(live, firstPage)).items;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ name: "Asha Rao", message: "Very helpful, thank you.", blogId: live, published: true });
    expect(shown[0]).not.toHaveProperty("email");
    expect(shown[0]).not.toHaveProperty("mobile");
    expect(await bed.services.comments.listPublished(undefined, firstPage)).toMatchObject({ total: 1 });

    await bed.services.blogs.setPublished(live, false);
    expect((await bed.services.comments.listPublished(live, firstPage)).items).toEqual([]);
    expect(await bed.services.comments.listPublished(undefined, firstPage)).toEqual({ items: [], total: 0 });
  });

  it("lists newest first, searches the blog title too, and deletes", async () => {
    const sleep = await blog("Better sleep", true);
    const calm = await blog("Calm breathing", true);
    const first = await bed.services.comments.create(comment(sleep, "First"));
    await bed.sqlite.prepare("UPDATE comments SET created_at = ? WHERE id = ?").run("2020-01-01T00:00:00.000Z", first?.id);
    await bed.services.comments.create(comment(calm, "Second"));

    const all = await bed.services.comments.list(commentListQuery.parse({}));
    expect(all.items.map((item) => item.message)).toEqual(["Second", "First"]);
    const bySleep = await bed.services.comments.list(commentListQuery.parse({ search: "sleep" }));
    expect(bySleep.items.map((item) => item.message)).toEqual(["First"]);

    expect(await bed.services.comments.remove(first?.id ?? "")).toBe(true);
    expect(await bed.services.comments.remove(first?.id ?? "")).toBe(false);
    expect(await bed.services.comments.setPublished("not-an-id", true)).toBeNull();
    expect((await bed.services.comments.list(commentListQuery.parse({}))).total).toBe(1);
  });

  it("sorts by its post's title, and follows the post when its title changes", async () => {
    const sleep = await blog("Sleep", true);
    const anxiety = await blog("Anxiety", true);
    await bed.services.comments.create(comment(sleep));
    await bed.services.comments.create(comment(anxiety));
    const titles = async () =>
      (await bed.services.comments.list(commentListQuery.parse({ sortby: "blogtitle", order: "asc" }))).items.map((item) => item.blogTitle);
    expect(await titles()).toEqual(["Anxiety", "Sleep"]);

    await bed.services.blogs.update(anxiety, draft("When worry keeps you up"));
    expect(await titles()).toEqual(["Sleep", "When worry keeps you up"]);
  });
});
