import { describe, expect, it } from "vitest";
import { markdownNesting, markdownProblem } from "#app/lib/markdown-limits.ts";
import { renderSection } from "#app/lib/markdown.server.ts";

describe("markdown limits", () => {
  it("counts nested quotes and list items, with or without spaces", () => {
    expect(markdownNesting("plain text")).toBe(0);
    expect(markdownNesting("> > > three")).toBe(3);
    expect(markdownNesting(">>>>three and one")).toBe(4);
    expect(markdownNesting("- a\n  - b\n    - c\n- d")).toBe(3);
    expect(markdownNesting("1. a\n   1. b\n      - c")).toBe(3);
    expect(markdownNesting("> - quoted\n>   - list")).toBe(3);
    expect(markdownNesting("- a\n\n  text in a\n- b")).toBe(1);
  });

  it("counts every marker a line opens, however it is written", () => {
    expect(markdownNesting("- - - a")).toBe(3);
    expect(markdownNesting("1. 1. a")).toBe(2);
    expect(markdownNesting("+ * - a")).toBe(3);
    expect(markdownNesting("> - > a")).toBe(3);
    expect(markdownNesting("- > - > a")).toBe(4);
    expect(markdownNesting("1) 2) 3) a")).toBe(3);
    expect(markdownNesting("- a\n  - - b")).toBe(3);
    // Text after a marker that only looks like one is not counted.
    expect(markdownNesting("- 2026 was a year\n- -5 degrees")).toBe(1);
  });

  it("refuses the hostile lines that once held the server for seconds", () => {
    for (const hostile of [
      `${"- ".repeat(6_000)}a`,
      `${"1. ".repeat(3_000)}a`,
      `${"+ ".repeat(3_000)}a`,
      `${"- > ".repeat(3_000)}a`,
      ">".repeat(3_000),
      "_*".repeat(25_000),
    ]) {
      expect(markdownProblem(hostile), hostile.slice(0, 12)).not.toBeNull();
    }
  });

  it("allows ten levels and names the problem beyond", () => {
    expect(markdownProblem(`${"> ".repeat(10)}x`)).toBeNull();
    expect(markdownProblem(`${"> ".repeat(11)}x`)).toMatch(/more than 10 levels/);
    expect(markdownProblem("_*".repeat(501))).toMatch(/\* or _ marks/);
    expect(markdownProblem("[a](".repeat(1_001))).toMatch(/links/);
    expect(markdownProblem("A **normal** article with _some_ [links](https://example.org).")).toBeNull();
  });

  it("renders text beyond the limits as escaped paragraphs instead of parsing it", () => {
    const html = renderSection(`${">".repeat(3_000)} <b>x</b>\n\nsecond`).html;
    expect(html).toBe(`<p>${"&gt;".repeat(3_000)} &lt;b&gt;x&lt;/b&gt;</p>\n<p>second</p>`);
  });
});
