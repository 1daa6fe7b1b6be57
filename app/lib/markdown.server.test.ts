import { describe, expect, it } from "vitest";
import { renderSection } from "#app/lib/markdown.server.ts";

describe("renderSection", () => {
  it("renders paragraphs, headings, emphasis, lists, quotes and links", () => {
    const html = renderSection("## Sleep\n\nA **calm** _routine_.\n\n- one\n- two\n\n> breathe\n\n[guide](https://example.org)").html;
    expect(html).toContain("<h2>Sleep</h2>");
    expect(html).toContain("<strong>calm</strong>");
    expect(html).toContain("<em>routine</em>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">guide</a>');
  });

  it("drops raw HTML, scripts and javascript: links", () => {
    const html = renderSection('<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="x">b</b>').html;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|<b /i);
  });
});

describe("renderSection's pictures", () => {
  const id = "0123456789abcdef01234567";
  const image = {
    url: `/uploads/${id}/1280.jpg`,
    width: 1280,
    height: 720,
    sources: [
      { type: "image/avif" as const, srcset: `/uploads/${id}/640.avif 640w, /uploads/${id}/1280.avif 1280w` },
      { type: "image/jpeg" as const, srcset: `/uploads/${id}/640.jpg 640w, /uploads/${id}/1280.jpg 1280w` },
    ],
  };

  it("draws a stored image as <picture> through the sanitiser, and counts images without alt text", () => {
    const { html, imagesWithoutAlt } = renderSection(`![A "quiet" room](/uploads/${id}/640.webp)\n\n![](/uploads/${id}/1280.jpg)`, { [id]: image });
    expect(html).toContain(`<source type="image/avif" srcset="/uploads/${id}/640.avif 640w, /uploads/${id}/1280.avif 1280w"`);
    expect(html).toContain(`alt="A &#x22;quiet&#x22; room" loading="lazy" decoding="async"`);
    expect(html).toContain('width="1280" height="720"');
    expect(imagesWithoutAlt).toBe(1);
  });

  it("shows no image that is not a stored one, and keeps javascript: out of the stand-in link", () => {
    const { html } = renderSection("![x](javascript:alert(1)) ![y](//evil.example/a.png) ![z](/uploads/../../etc/passwd)", { [id]: image });
    expect(html).not.toMatch(/<img|<picture|javascript:|evil\.example|passwd/);
    expect(html).toBe("<p>x y z</p>");
  });
});
