import { describe, expect, it } from "vitest";
import { replyParagraphs } from "#app/lib/reply-text.ts";

const site = "https://practice.example";

describe("replyParagraphs", () => {
  it("splits paragraphs at blank lines and keeps single line breaks", () => {
    expect(replyParagraphs("First line\nsame paragraph\n\n\nSecond", site)).toEqual([[{ text: "First line\nsame paragraph" }], [{ text: "Second" }]]);
  });

  it("links the site's own addresses, full or as a path, without the sentence's full stop", () => {
    expect(replyParagraphs("Book at https://practice.example/book-an-appointment. Or read /blogs/sleep?x=1#top, thanks", site)).toEqual([
      [
        { text: "Book at " },
        { text: "https://practice.example/book-an-appointment", href: "/book-an-appointment" },
        { text: ". Or read " },
        { text: "/blogs/sleep?x=1#top", href: "/blogs/sleep?x=1#top" },
        { text: ", thanks" },
      ],
    ]);
  });

  it("leaves other sites' addresses, look-alike hosts and mid-word slashes as text", () => {
    const text = "See https://elsewhere.example/x or https://practice.example.evil.test/y or http://practice.example/z and/or //evil.test";
    expect(replyParagraphs(text, site)).toEqual([[{ text }]]);
  });
});
