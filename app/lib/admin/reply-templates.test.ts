import { describe, expect, it } from "vitest";
import { defaultReplyTemplates } from "#app/content/reply-templates.ts";
import { firstReplyLanguage, replyLanguages, templateReply, templatesIn } from "#app/lib/admin/reply-templates.ts";
import type { ReplyTemplate } from "#app/lib/practice-schema.ts";

const [book, medication, crisis] = defaultReplyTemplates as [ReplyTemplate, ReplyTemplate, ReplyTemplate];
const englishOnly: ReplyTemplate = { title: "Thanks", text: "Thank you.", texts: { hi: "", te: "", ur: "" }, forUrgent: false };

describe("the reply box's templates", () => {
  it("offers the post's language first, then English, then the others", () => {
    expect(replyLanguages("ur")).toEqual(["ur", "en", "hi", "te"]);
    expect(replyLanguages("te")).toEqual(["te", "en", "hi", "ur"]);
    expect(replyLanguages("en")).toEqual(["en", "hi", "te", "ur"]);
  });

  it("opens on the post's language, or on English when no template is written in it", () => {
    expect(firstReplyLanguage(defaultReplyTemplates, "ur")).toBe("ur");
    expect(firstReplyLanguage([englishOnly], "ur")).toBe("en");
    expect(firstReplyLanguage([], "hi")).toBe("en");
  });

  it("offers only the templates written in the language, crisis ones first for an urgent comment", () => {
    const templates = [englishOnly, ...defaultReplyTemplates];
    expect(templatesIn(templates, "ur", false)).toEqual([book, medication, crisis]);
    expect(templatesIn(templates, "ur", true)).toEqual([crisis, book, medication]);
    expect(templatesIn(templates, "en", false)).toEqual(templates);
  });

  it("writes a template in its language with each page's address in that language", () => {
    const urdu = templateReply(book, "ur");
    expect(urdu.startsWith("سوال پوچھنے اور مضمون پڑھنے کا شکریہ۔")).toBe(true);
    expect(urdu.endsWith(":\n/ur/book-an-appointment")).toBe(true);
    expect(templateReply(medication, "hi").endsWith(":\n/hi/book-an-appointment")).toBe(true);
    expect(templateReply(book, "en").endsWith(":\n/book-an-appointment")).toBe(true);
  });

  it("ships every template in all four languages, with the crisis line's public numbers in each", () => {
    for (const template of defaultReplyTemplates) {
      for (const lang of ["hi", "te", "ur"] as const) expect(template.texts[lang], `${template.title} ${lang}`).not.toBe("");
    }
    for (const text of [crisis.text, ...Object.values(crisis.texts)]) {
      expect(text).toContain("14416");
      expect(text).toContain("112");
    }
  });
});

describe("a template's site links", () => {
  /** What inserting a template of this English text writes in `lang`. */
  const withSiteLinksIn = (lang: "en" | "hi" | "ur", text: string) => templateReply({ ...englishOnly, text, texts: { hi: text, te: text, ur: text } }, lang);

  it("are written in the language for each page, and posts, full addresses and other paths stay as written", () => {
    const text = "Book: /book-an-appointment. Home /hi/, about /hi/about-me/. Read /blogs/sleep, see /uploads/x.jpg or https://practice.example/contact-me";
    expect(withSiteLinksIn("ur", text)).toBe(
      "Book: /ur/book-an-appointment. Home /ur/, about /ur/about-me/. Read /blogs/sleep, see /uploads/x.jpg or https://practice.example/contact-me",
    );
    expect(withSiteLinksIn("en", "/hi/book-an-appointment and /te/")).toBe("/book-an-appointment and /");
    expect(withSiteLinksIn("hi", "and / or /contact-me?from=reply")).toBe("and / or /hi/contact-me?from=reply");
  });

  it("leave an address to another host as it is", () => {
    expect(withSiteLinksIn("ur", "/.//evil.example/x")).toBe("/.//evil.example/x");
  });
});
