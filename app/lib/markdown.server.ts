import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { markdownProblem } from "#app/lib/markdown-limits.ts";
import { type SectionPictures, pictures } from "#app/lib/markdown-pictures.server.ts";

export type { SectionPictures };

/**
 * Raise this whenever the rendered HTML of the same Markdown changes (plugins, schema, options): at
 * start-up every stored section rendered by another version is rendered again.
 */
export const markdownRendererVersion = 3;

// Only what a blog section needs; raw HTML in the Markdown is dropped by remark-rehype (allowDangerousHtml off).
const schema = {
  ...defaultSchema,
  tagNames: ["p", "br", "h2", "h3", "h4", "strong", "em", "del", "ul", "ol", "li", "a", "blockquote", "code", "pre", "hr", "picture", "source", "img"],
  attributes: {
    a: ["href", "title", "rel", "target"],
    code: [],
    ol: ["start"],
    // Only `pictures` makes these, from the images stored here.
    source: ["type", "srcSet", "sizes"],
    img: ["src", "srcSet", "sizes", "width", "height", "alt", "loading", "decoding"],
  },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  clobberPrefix: "md-",
};

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(pictures)
  .use(rehypeSanitize, schema)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"], target: "_blank" })
  .use(rehypeStringify)
  .freeze();

/** A section's HTML, and how many of its Markdown images have no alt text (a save refuses those). */
export type RenderedMarkdown = { html: string; imagesWithoutAlt: number };

/**
 * Renders a blog section's Markdown to sanitised HTML: no raw HTML, no scripts, no javascript: links. Images show
 * only when they are among `pictures` (stored here, keyed by image id), as <picture> like covers; any other image
 * becomes its alt text, or a link to it for a web address, so a page never loads a picture from another site.
 * Markdown beyond the limits (stored before they existed) or that fails to render becomes its escaped text, so the
 * page and the editor still open.
 */
export function renderSection(markdown: string, pictures: SectionPictures = {}): RenderedMarkdown {
  if (markdownProblem(markdown)) return { html: escapedParagraphs(markdown), imagesWithoutAlt: 0 };
  try {
    const file = processor.processSync({ value: markdown, data: { pictures } });
    return { html: String(file), imagesWithoutAlt: file.data.imagesWithoutAlt ?? 0 };
  } catch {
    return { html: escapedParagraphs(markdown), imagesWithoutAlt: 0 };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The text as escaped paragraphs: what a section shows when its Markdown is beyond the limits or cannot be rendered. */
export function escapedParagraphs(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("\n");
}
