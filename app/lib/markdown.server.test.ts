import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/lib/markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders paragraphs, headings, emphasis, lists, quotes and links", () => {
    const html = renderMarkdown("## Sleep\n\nA **calm** _routine_.\n\n- one\n- two\n\n> breathe\n\n[guide](https://example.org)");
    expect(html).toContain("<h2>Sleep</h2>");
    expect(html).toContain("<strong>calm</strong>");
    expect(html).toContain("<em>routine</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">guide</a>');
  });

  it("drops raw HTML, scripts and javascript: links", () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="x">b</b>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|<b /i);
  });
});
