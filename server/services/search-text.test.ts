import { describe, expect, it } from "vitest";
import { matchExpression, normaliseForSearch, plainText, snippetHtml } from "./search-text.ts";

describe("matchExpression", () => {
  it("quotes every word, prefixes Latin words of two or more characters, and matches other scripts whole", () => {
    expect(matchExpression("Anx sleep")).toBe('"Anx"* "sleep"*');
    expect(matchExpression("दिल की बात")).toBe('"दिल" "की" "बात"');
    expect(matchExpression("a 5")).toBe('"a" "5"');
  });

  it("passes no FTS5 syntax through and caps the words", () => {
    expect(matchExpression('NEAR("x" y)* -z ^w title:v OR')).toBe('"NEAR"* "x" "y" "z" "w" "title"* "v" "OR"*');
    expect(matchExpression('"*()-^:')).toBeNull();
    expect(matchExpression("one two three four five six seven eight nine")?.split(" ")).toHaveLength(8);
  });
});

describe("plainText", () => {
  it("keeps the words a reader sees and drops addresses and markup", () => {
    expect(plainText("## Sleep\n\n> A **calm** [routine](https://example.org) and ![a lake](/uploads/x/1.jpg)\n\n- one\n\n[ref]: https://x.example")).toBe(
      "Sleep A calm routine and a lake one",
    );
    expect(plainText("Not **addictive**. A _few_, like `snake_case` ~~x~~")).toBe("Not addictive. A few, like snake_case x");
  });
});

describe("snippetHtml", () => {
  it("escapes everything but the hit markers", () => {
    expect(snippetHtml('<b>"x"</b> & \uE000hit\uE001')).toBe("&lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; <mark>hit</mark>");
  });
});

describe("Urdu, normalised alike in the index and the search", () => {
  it("drops the optional vowel marks and joiners, and folds Arabic letter forms to Urdu ones", () => {
    expect(normaliseForSearch("دِل")).toBe("دل");
    expect(normaliseForSearch("كتاب")).toBe("کتاب");
    expect(normaliseForSearch("يہ")).toBe("یہ");
    expect(normaliseForSearch("مصطفى")).toBe("مصطفی");
    expect(normaliseForSearch("الله")).toBe(normaliseForSearch("اللہ"));
    expect(normaliseForSearch("قرآنٰ\u200c")).toBe("قرآن");
  });

  it("keeps Devanagari's and Telugu's vowel signs, which make other words", () => {
    expect(normaliseForSearch("పాలు")).not.toBe(normaliseForSearch("పులి"));
    expect(normaliseForSearch("दिल")).toBe("दिल");
  });
});
