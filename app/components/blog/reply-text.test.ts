import { describe, expect, it } from "vitest";
import { replyParagraphs } from "#app/components/blog/reply-text.ts";

const site = "https://practice.example";
const context = { siteUrl: site, dialled: ["tel:14416", "tel:18008914416", "tel:112"] };

describe("replyParagraphs", () => {
  it("splits paragraphs at blank lines and keeps single line breaks", () => {
    expect(replyParagraphs("First line\nsame paragraph\n\n\nSecond", context)).toEqual([[{ text: "First line\nsame paragraph" }], [{ text: "Second" }]]);
  });

  it("links the site's own addresses, full or as a path, without the sentence's full stop, each with the page it shows", () => {
    expect(replyParagraphs("Book at https://practice.example/book-an-appointment. Or read /blogs/sleep?x=1#top, thanks", context)).toEqual([
      [
        { text: "Book at " },
        { text: "https://practice.example/book-an-appointment", href: "/book-an-appointment", page: "bookAppointment" },
        { text: ". Or read " },
        { text: "/blogs/sleep?x=1#top", href: "/blogs/sleep?x=1#top", page: "post" },
        { text: ", thanks" },
      ],
    ]);
  });

  it("links a page in another language by its address there", () => {
    expect(replyParagraphs("براہِ کرم اپنی اپائنٹمنٹ بک کریں: /ur/book-an-appointment", context)).toEqual([
      [{ text: "براہِ کرم اپنی اپائنٹمنٹ بک کریں: " }, { text: "/ur/book-an-appointment", href: "/ur/book-an-appointment", page: "bookAppointment" }],
    ]);
  });

  it("leaves other sites' addresses, look-alike hosts and mid-word slashes as text", () => {
    const text = "See https://elsewhere.example/x or https://practice.example.evil.test/y or http://practice.example/z and/or //evil.test";
    expect(replyParagraphs(text, context)).toEqual([[{ text }]]);
  });

  // A path that the URL parser normalises to start with "//" is another host's address to the browser.
  const toAnotherHost = (origin: string) => [
    "/.//evil.example/x",
    `${origin}//evil.example/x`,
    `${origin}/\\evil.example/x`,
    "/a/..//evil.example/x",
    "/%2e//evil.example/x",
    `${origin}/..//evil.example/x`,
  ];
  for (const origin of ["https://practice.example", "http://practice.example"]) {
    it.each(toAnotherHost(origin))(`leaves %s as text on ${origin}`, (address) => {
      const text = `Please see ${address} today`;
      expect(replyParagraphs(text, { ...context, siteUrl: origin })).toEqual([[{ text }]]);
    });
  }

  it("still links the site's paths that merely contain dots or double slashes after the start", () => {
    expect(replyParagraphs("/a/../book-an-appointment and /uploads//x", context)).toEqual([
      [
        { text: "/a/../book-an-appointment", href: "/book-an-appointment", page: "bookAppointment" },
        { text: " and " },
        { text: "/uploads//x", href: "/uploads//x", page: "other" },
      ],
    ]);
  });

  it("makes the crisis line's numbers, Indian mobiles and numbers with a country code tap-to-call", () => {
    const text = "Call Tele-MANAS on 14416 (free, 24×7) or 1-800-891-4416; in danger, 112. The clinic: +91 98765 43210, 098765-43210 or 9876543210.";
    expect(replyParagraphs(text, context)).toEqual([
      [
        { text: "Call Tele-MANAS on " },
        { text: "14416", href: "tel:14416" },
        { text: " (free, 24×7) or " },
        { text: "1-800-891-4416", href: "tel:18008914416" },
        { text: "; in danger, " },
        { text: "112", href: "tel:112" },
        { text: ". The clinic: " },
        { text: "+91 98765 43210", href: "tel:+919876543210" },
        { text: ", " },
        { text: "098765-43210", href: "tel:+919876543210" },
        { text: " or " },
        { text: "9876543210", href: "tel:+919876543210" },
        { text: "." },
      ],
    ]);
  });

  it("leaves digits that are no phone number as text: doses, years, short numbers, numbers inside words or links", () => {
    const text = "Take 50 mg for 2 weeks from 2026-12-01; 12345678 is not a mobile, nor 5876543210, nor A112 or 1120, nor +12 34.";
    expect(replyParagraphs(text, context)).toEqual([[{ text }]]);
    expect(replyParagraphs("/blogs/9876543210", context)).toEqual([[{ text: "/blogs/9876543210", href: "/blogs/9876543210", page: "post" }]]);
  });

  it("finds a number in Urdu and Hindi sentences", () => {
    expect(replyParagraphs("براہِ کرم ابھی 14416 پر فون کریں۔", context)).toEqual([
      [{ text: "براہِ کرم ابھی " }, { text: "14416", href: "tel:14416" }, { text: " پر فون کریں۔" }],
    ]);
    expect(replyParagraphs("112 पर कॉल करें", context)[0]?.[0]).toEqual({ text: "112", href: "tel:112" });
  });
});

describe("a site link's page", () => {
  const pageOf = (path: string) => replyParagraphs(path, context)[0]?.[0]?.page;

  it("is named from its path in any language, with or without its trailing slash, query or fragment", () => {
    expect(pageOf("/ur/")).toBe("home");
    expect(pageOf("/hi/book-an-appointment/?x=1#form")).toBe("bookAppointment");
    expect(pageOf("/te/privacy")).toBe("privacyNotice");
    expect(pageOf("/self-check")).toBe("selfCheck");
    expect(pageOf("/ur/blogs/sleep")).toBe("post");
    expect(pageOf("/uploads/x.jpg")).toBe("other");
  });
});
