import { describe, expect, it } from "vitest";
import { type BlogEditorCopy, draftOf, emptySection, parseDraft, withSectionMoved, withoutSection } from "#app/lib/admin/blog-draft.ts";

function section(title: string) {
  return { ...emptySection(), title };
}

describe("the sections editor", () => {
  it("never leaves the list empty: removing the last section leaves one empty section", () => {
    const only = [section("Only")];
    const after = withoutSection(only, only[0]!.key);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ title: "", description: "" });
  });

  it("removes the chosen section and keeps the others in order", () => {
    const sections = [section("A"), section("B"), section("C")];
    expect(withoutSection(sections, sections[1]!.key).map((s) => s.title)).toEqual(["A", "C"]);
  });

  it("moves a section up or down, and not past either end", () => {
    const sections = [section("A"), section("B"), section("C")];
    expect(withSectionMoved(sections, sections[2]!.key, -1).map((s) => s.title)).toEqual(["A", "C", "B"]);
    expect(withSectionMoved(sections, sections[0]!.key, 1).map((s) => s.title)).toEqual(["B", "A", "C"]);
    expect(withSectionMoved(sections, sections[0]!.key, -1).map((s) => s.title)).toEqual(["A", "B", "C"]);
    expect(withSectionMoved(sections, sections[2]!.key, 1).map((s) => s.title)).toEqual(["A", "B", "C"]);
  });
});

describe("parseDraft", () => {
  const draft = (overrides: Partial<BlogEditorCopy>): BlogEditorCopy => ({ ...draftOf(null), ...overrides });

  it("trims every text, the sections' too", () => {
    const result = parseDraft(
      draft({
        title: "  Sleep and mood  ",
        slug: " Sleep-And-Mood ",
        author: " Dr. Mehta ",
        sections: [{ key: "k", title: " Why ", description: " Because \n" }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        title: "Sleep and mood",
        slug: "sleep-and-mood",
        category: "",
        metatitle: "",
        metadescription: "",
        author: "Dr. Mehta",
        keywords: "",
        content: [{ title: "Why", description: "Because" }],
      },
    });
  });

  it("refuses an address that is not lower-case letters, digits and single hyphens", () => {
    const result = parseDraft(draft({ title: "Sleep", slug: "sleep and mood" }));
    expect(result).toEqual({ ok: false, errors: { slug: "Use only lower-case letters, digits and single hyphens between them" } });
  });

  it("requires a title", () => {
    expect(parseDraft(draft({ title: "   " }))).toEqual({ ok: false, errors: { title: "Title is required" } });
  });
});
