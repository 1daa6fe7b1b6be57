import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blogInput, commentListQuery } from "../../app/lib/schemas.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

async function blog(title: string, published: boolean) {
  const created = await bed.services.blogs.create(blogInput.parse({ title, content: [{ title: "", description: "Text" }] }));
  if (published) await bed.services.blogs.setPublished(created._id, true);
  return created._id;
}

const comment = (blogid: string, message = "Very helpful, thank you.") => ({ blogid, name: "Asha Rao", email: "asha@example.com", mobile: "9876543210", message });

describe("comments", () => {
  it("accepts a comment only on a published blog, and keeps it pending", async () => {
    const draft = await blog("Draft", false);
    const live = await blog("Live", true);
    expect(await bed.services.comments.create(comment(draft))).toBeNull();
    expect(await bed.services.comments.create(comment("0123456789abcdef01234567"))).toBeNull();
    expect(await bed.services.comments.create(comment("not-an-id"))).toBeNull();

    const created = await bed.services.comments.create(comment(live));
    expect(created?._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await bed.services.comments.listPublished(live)).toEqual([]);
    const pending = await bed.services.comments.list(commentListQuery.parse({}));
    expect(pending.items).toMatchObject([{ _id: created?._id, published: false, blogtitle: "Live" }]);
  });

  it("shows a published comment publicly without its e-mail or mobile, and only while its blog is published", async () => {
    const live = await blog("Live", true);
    const created = await bed.services.comments.create(comment(live));
    await bed.services.comments.setPublished(created?._id ?? "", true);

    const shown = await bed.services.comments.listPublished(live);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ name: "Asha Rao", message: "Very helpful, thank you.", blogid: live, published: true });
    expect(shown[0]).not.toHaveProperty("email");
    expect(shown[0]).not.toHaveProperty("mobile");
    expect(await bed.services.comments.listPublished()).toHaveLength(1);

    await bed.services.blogs.setPublished(live, false);
    expect(await bed.services.comments.listPublished(live)).toEqual([]);
    expect(await bed.services.comments.listPublished()).toEqual([]);
  });

  it("lists newest first, searches the blog title too, and deletes", async () => {
    const sleep = await blog("Better sleep", true);
    const calm = await blog("Calm breathing", true);
    const first = await bed.services.comments.create(comment(sleep, "First"));
    await bed.sqlite.prepare("UPDATE comments SET created_at = ? WHERE id = ?").run("2020-01-01T00:00:00.000Z", first?._id);
    await bed.services.comments.create(comment(calm, "Second"));

    const all = await bed.services.comments.list(commentListQuery.parse({}));
    expect(all.items.map((item) => item.message)).toEqual(["Second", "First"]);
    const bySleep = await bed.services.comments.list(commentListQuery.parse({ search: "sleep" }));
    expect(bySleep.items.map((item) => item.message)).toEqual(["First"]);

    expect(await bed.services.comments.remove(first?._id ?? "")).toBe(true);
    expect(await bed.services.comments.remove(first?._id ?? "")).toBe(false);
    expect(await bed.services.comments.setPublished("not-an-id", true)).toBeNull();
    expect((await bed.services.comments.list(commentListQuery.parse({}))).total).toBe(1);
  });
});
