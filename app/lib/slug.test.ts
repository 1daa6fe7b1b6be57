import { describe, expect, it } from "vitest";
import { numberedSlug, slugFromTitle, slugMaxLength, slugProblem } from "#app/lib/slug.ts";

describe("slugFromTitle", () => {
  it("transliterates any script and keeps letters, digits and single hyphens", () => {
    expect(slugFromTitle("Anxiety & Sleep: 5 tips")).toBe("anxiety-sleep-5-tips");
    expect(slugFromTitle("अवसाद के लक्षण")).toBe("avsad-ke-lksn");
    expect(slugFromTitle("  Ça va?  Über-müde!  ")).toBe("ca-va-uber-mude");
  });

  it("never answers an empty, id-like or reserved address", () => {
    expect(slugFromTitle("!!!")).toBe("post");
    expect(slugFromTitle("0123456789abcdef01234567")).toBe("post-0123456789abcdef01234567");
    expect(slugFromTitle("Search")).toBe("post-search");
    for (const title of ["", "readers", "😀"]) expect(slugProblem(slugFromTitle(title))).toBeNull();
  });

  it("cuts a long title at a word boundary within the limit", () => {
    const slug = slugFromTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugProblem(slug)).toBeNull();
  });
});

describe("numberedSlug", () => {
  it("appends the number within the limit", () => {
    expect(numberedSlug("sleep", 2)).toBe("sleep-2");
    const long = numberedSlug("a".repeat(slugMaxLength), 12);
    expect(long).toHaveLength(slugMaxLength);
    expect(long.endsWith("-12")).toBe(true);
  });
});

describe("slugProblem", () => {
  it("refuses what cannot be an address", () => {
    for (const text of ["", "Upper", "two  words", "a--b", "-a", "a-", "ü", "a".repeat(81), "search", "readers"]) {
      expect(slugProblem(text), text).not.toBeNull();
    }
    expect(slugProblem("sleep-and-mood-2")).toBeNull();
  });
});
