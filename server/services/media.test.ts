import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaInput, mediaListQuery } from "#app/lib/schemas.ts";
import { ImageError } from "../images/errors.ts";
import { transparentPng } from "../../tests/support/image-fixtures.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const item = (title: string, description = "") => mediaInput.parse({ title, description });

const firstPage = { pageno: 0, pagesize: 100 };

describe("media", () => {
  it("keeps an item without a picture out of the public gallery until it has one", async () => {
    const created = await bed.services.media.create(item("Clinic waiting room", "Calm and quiet"));
    expect(created).toMatchObject({ title: "Clinic waiting room", description: "Calm and quiet", picture: null });
    expect(await bed.services.media.listPublic(firstPage)).toEqual({ items: [], total: 0 });

    const pictured = await bed.services.media.setImage(created.id, await transparentPng(120, 90));
    expect(pictured?.picture).toMatchObject({ width: 120, height: 90 });
    expect(pictured?.picture?.url).toMatch(/^\/uploads\//);
    expect((await bed.services.media.listPublic(firstPage)).items.map((media) => media.title)).toEqual(["Clinic waiting room"]);
  });

  it("replaces a picture's files, and deletes them with the item", async () => {
    const created = await bed.services.media.create(item("Garden"));
    await bed.services.media.setImage(created.id, await transparentPng(60, 60));
    const before = bed.storedImageIds();
    await bed.services.media.setImage(created.id, await transparentPng(70, 50));
    expect(bed.storedImageIds()).toHaveLength(1);
    expect(bed.storedImageIds()).not.toEqual(before);

    expect(await bed.services.media.remove(created.id)).toBe(true);
    expect(bed.storedImageIds()).toEqual([]);
    expect(await bed.services.media.remove(created.id)).toBe(false);
  });

  it("refuses bytes that are not an image and keeps the item as it was", async () => {
    const created = await bed.services.media.create(item("Broken"));
    await expect(bed.services.media.setImage(created.id, Buffer.from("not an image at all"))).rejects.toBeInstanceOf(ImageError);
    expect((await bed.services.media.list(mediaListQuery.parse({}))).items[0]).toMatchObject({ title: "Broken", picture: null });
    expect(bed.storedImageIds()).toEqual([]);
  });

  it("updates title and description, lists with search, and answers null for unknown ids", async () => {
    const created = await bed.services.media.create(item("Old title"));
    await bed.services.media.create(item("Another"));
    expect(await bed.services.media.update(created.id, item("New title", "Now described"))).toMatchObject({ title: "New title", description: "Now described" });
    expect((await bed.services.media.list(mediaListQuery.parse({ search: "described" }))).items.map((media) => media.title)).toEqual(["New title"]);
    expect(await bed.services.media.update("0123456789abcdef01234567", item("Nobody"))).toBeNull();
    expect(await bed.services.media.setImage("not-an-id", await transparentPng(10, 10))).toBeNull();
    expect((await bed.services.media.list(mediaListQuery.parse({}))).total).toBe(2);
  });
});
