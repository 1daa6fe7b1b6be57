import { describe, expect, it } from "vitest";
import { pictureMarkdown, withPicture } from "./picture-markdown.ts";

describe("pictureMarkdown", () => {
  it("keeps the alt text on one line and escapes brackets", () => {
    expect(pictureMarkdown("  A [calm]\nlake \\ ", "/uploads/x/1.jpg")).toBe("![A \\[calm\\] lake \\\\](/uploads/x/1.jpg)");
  });
});

describe("withPicture", () => {
  it("puts the picture at the cursor as a paragraph of its own", () => {
    expect(withPicture("Before after", 7, 7, "![a](u)")).toEqual({ text: "Before \n\n![a](u)\n\nafter", cursor: 16 });
    expect(withPicture("", 0, 0, "![a](u)")).toEqual({ text: "![a](u)", cursor: 7 });
    expect(withPicture("One\n\nTwo", 5, 5, "![a](u)")).toEqual({ text: "One\n\n![a](u)\n\nTwo", cursor: 12 });
  });

  it("replaces the selection", () => {
    expect(withPicture("Keep DROP keep", 5, 9, "![a](u)").text).toBe("Keep \n\n![a](u)\n\n keep");
  });
});
