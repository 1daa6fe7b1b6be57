import { describe, expect, it } from "vitest";
import { pickFeatured, splitJournal } from "#app/lib/featured.ts";

type Entry = { id: string; published: boolean; featured: boolean; featuredOrder: number; createdAt: string };

function entry(id: string, overrides: Partial<Entry> = {}): Entry {
  return { id, published: true, featured: false, featuredOrder: 0, createdAt: "2026-01-01T00:00:00.000Z", ...overrides };
}

describe("pickFeatured", () => {
  it("takes the featured blog with the lowest featuredOrder", () => {
    const blogs = [
      entry("a", { featured: true, featuredOrder: 3 }),
      entry("b", { featured: true, featuredOrder: 1 }),
      entry("c", { featured: true, featuredOrder: 2 }),
    ];
    expect(pickFeatured(blogs)?.id).toBe("b");
  });

  it("prefers the newest when featuredOrder ties", () => {
    const blogs = [
      entry("old", { featured: true, createdAt: "2026-01-01T00:00:00.000Z" }),
      entry("new", { featured: true, createdAt: "2026-03-01T00:00:00.000Z" }),
      entry("mid", { featured: true, createdAt: "2026-02-01T00:00:00.000Z" }),
    ];
    expect(pickFeatured(blogs)?.id).toBe("new");
  });

  it("ignores unpublished featured blogs and non-featured ones", () => {
    const blogs = [
      entry("draft", { featured: true, published: false, featuredOrder: -5 }),
      entry("plain"),
      entry("live", { featured: true, featuredOrder: 9 }),
    ];
    expect(pickFeatured(blogs)?.id).toBe("live");
  });

  it("answers null when nothing is featured", () => {
    expect(pickFeatured([entry("a"), entry("b")])).toBeNull();
    expect(pickFeatured([])).toBeNull();
  });
});

describe("splitJournal", () => {
  it("keeps every featured blog and every unpublished blog out of the latest grid", () => {
    const blogs = [
      entry("first", { featured: true, featuredOrder: 1 }),
      entry("second", { featured: true, featuredOrder: 2 }),
      entry("draft", { published: false }),
      entry("x", { createdAt: "2026-01-02T00:00:00.000Z" }),
      entry("y", { createdAt: "2026-01-05T00:00:00.000Z" }),
    ];
    const { featured, latest } = splitJournal(blogs);
    expect(featured?.id).toBe("first");
    expect(latest.map((blog) => blog.id)).toEqual(["y", "x"]);
  });

  it("shows every published blog in the grid when none is featured", () => {
    const { featured, latest } = splitJournal([entry("a", { createdAt: "2026-02-01T00:00:00.000Z" }), entry("b")]);
    expect(featured).toBeNull();
    expect(latest.map((blog) => blog.id)).toEqual(["a", "b"]);
  });
});
