import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { transparentPng } from "../../tests/support/image-fixtures.ts";
import { unsavedImageGraceMs } from "./practice.ts";
import { type Testbed, openTestbed } from "./test-services.ts";

let bed: Testbed;
beforeEach(async () => {
  bed = await openTestbed();
});
afterEach(async () => {
  await bed.close();
});

const idOf = (url: string) => url.split("/")[2]!;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600 * 1000);

describe("practice images uploaded but never saved", () => {
  it("are deleted once the grace period is over; the images the saved document names stay", async () => {
    const { practice } = bed.services;
    const saved = await practice.saveImage(await transparentPng(80, 80));
    const abandoned = await practice.saveImage(await transparentPng(60, 60));
    const document = await practice.get();
    await practice.replace({
      ...document,
      testimonials: document.testimonials.map((testimonial, index) => (index === 0 ? { ...testimonial, image: saved.url } : testimonial)),
    });
    expect(bed.storedImageIds()).toEqual([idOf(saved.url), idOf(abandoned.url)].sort());

    // An upload younger than the grace period may belong to an edit the admin has not saved yet.
    expect(await practice.removeUnsavedImages(hoursFromNow(1))).toBe(0);
    expect(bed.storedImageIds()).toHaveLength(2);

    expect(await practice.removeUnsavedImages(new Date(Date.now() + unsavedImageGraceMs + 60_000))).toBe(1);
    expect(bed.storedImageIds()).toEqual([idOf(saved.url)]);
    const rows = await bed.db.selectFrom("images").select("id").execute();
    expect(rows.map((row) => row.id)).toEqual([idOf(saved.url)]);
  });

  it("never touch blog covers or media pictures", async () => {
    const { blogs, media, practice } = bed.services;
    const blog = await blogs.create({
      title: "Sleep",
      category: "",
      metatitle: "",
      metadescription: "",
      author: "",
      keywords: "",
      sections: [{ title: "Rest", description: "Sleep well." }],
    });
    await blogs.setCover(blog.id, await transparentPng(40, 40));
    const item = await media.create({ title: "Garden", description: "" });
    await media.setImage(item.id, await transparentPng(50, 50));

    expect(await practice.removeUnsavedImages(hoursFromNow(24 * 30))).toBe(0);
    expect(bed.storedImageIds()).toHaveLength(2);
    expect((await blogs.get(blog.id))?.cover).not.toBeNull();
  });
});
