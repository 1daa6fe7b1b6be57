import { describe, expect, it } from "vitest";
import { excerpt, markdownToPlainText } from "#app/lib/excerpt.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(" ");

describe("excerpt", () => {
  it("keeps exactly 90 words and adds an ellipsis when the text is longer", () => {
    const text = excerpt(words(120), 90);
    expect(text.endsWith("word90...")).toBe(true);
    expect(text.slice(0, -3).split(" ")).toHaveLength(90);
  });

  it("keeps exactly 30 words and adds an ellipsis when the text is longer", () => {
    const text = excerpt(words(31), 30);
    expect(text).toBe(`${words(30)}...`);
  });

  it("keeps a shorter text whole, still ending in the ellipsis, its own full stop folded into it", () => {
    expect(excerpt("Sleep is a pillar of mental health.", 30)).toBe("Sleep is a pillar of mental health...");
    expect(excerpt(words(30), 30)).toBe(`${words(30)}...`);
  });

  it("leaves an empty text empty", () => {
    expect(excerpt("", 30)).toBe("");
    expect(excerpt("  \n\n  ", 90)).toBe("");
  });

  it("strips Markdown before counting words", () => {
    const markdown = "## Why sleep matters\n\nA **calm** _routine_ helps. Read [our guide](https://example.org/guide) and `notes`.\n\n- one\n- two";
    expect(excerpt(markdown, 8)).toBe("Why sleep matters A calm routine helps. Read...");
  });

  it("does not leave a dangling comma before the ellipsis", () => {
    expect(excerpt("first, second, third, fourth", 2)).toBe("first, second...");
  });
});

describe("markdownToPlainText", () => {
  it("removes headings, emphasis, links, images, quotes, lists, code and raw HTML", () => {
    const markdown = [
      "# Title",
      "> A *quoted* line",
      "1. First item",
      "* Second ~~item~~",
      "![A calm lake](/uploads/lake.jpg)",
      "<b>bold</b> and snake_case_name stay",
      "```",
      "code line",
      "```",
      "---",
      "Escaped \\*star\\*",
    ].join("\n");
    expect(markdownToPlainText(markdown)).toBe("Title A quoted line First item Second item A calm lake bold and snake_case_name stay code line Escaped *star*");
  });
});
