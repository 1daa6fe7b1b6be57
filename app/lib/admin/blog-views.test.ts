import { describe, expect, it } from "vitest";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { blogsNounOf, blogsQueryOf, blogsViewOf, outdatedBlogsHref } from "#app/lib/admin/blog-views.ts";

const at = (address: string) => blogsViewOf(new URL(address, "http://localhost"));

describe("what the Blogs screen lists", () => {
  it("is every post with its translations, one a group, unless the address names a language or the outdated ones", () => {
    expect(at("/admin/blogs")).toEqual({ view: { page: 1, search: "" }, shown: { kind: "groups" } });
    expect(blogsQueryOf(at("/admin/blogs?page=2&search=sleep").shown)).toEqual({ originals: true });
    expect(at("/admin/blogs?page=2&search=sleep").view).toEqual({ page: 2, search: "sleep" });
  });

  it("lists one language's posts, keeping the language in the pages' and the search's addresses", () => {
    const { view, shown } = at("/admin/blogs?lang=te");
    expect(shown).toEqual({ kind: "language", lang: "te" });
    expect(view.filter).toEqual({ name: "lang", value: "te" });
    expect(blogsQueryOf(shown)).toEqual({ lang: "te" });
    expect(at("/admin/blogs?lang=fr").shown).toEqual({ kind: "groups" });
  });

  it("lists the outdated translations the dashboard links to, over a language given beside them", () => {
    const linked = at(outdatedBlogsHref);
    expect(linked.shown).toEqual({ kind: "outdated" });
    expect(linked.view.filter).toEqual({ name: "filter", value: "outdated" });
    expect(blogsQueryOf(linked.shown)).toEqual({ outdated: true });
    expect(at("/admin/blogs?lang=hi&filter=outdated").shown).toEqual({ kind: "outdated" });
  });

  it("drops a filter it does not know, so the list is not called a narrowed view", () => {
    expect(at("/admin/blogs?filter=someday").view).toEqual({ page: 1, search: "" });
  });

  it("counts posts, a language's posts or outdated translations", () => {
    expect(blogsNounOf({ kind: "groups" }, languageNames)).toEqual({ one: "post", other: "posts" });
    expect(blogsNounOf({ kind: "language", lang: "ur" }, languageNames).other).toBe("Urdu posts");
    expect(blogsNounOf({ kind: "outdated" }, languageNames).one).toBe("outdated translation");
  });
});
