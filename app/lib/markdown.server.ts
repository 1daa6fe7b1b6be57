import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { markdownProblem } from "#app/lib/markdown-limits.ts";

/**
 * Raise this whenever the rendered HTML of the same Markdown changes (plugins, schema, options): at
 * start-up every stored section rendered by another version is rendered again.
 */
export const markdownRendererVersion = 2;

// Only what a blog section needs; raw HTML in the Markdown is dropped by remark-rehype (allowDangerousHtml off).
const schema = {
  ...defaultSchema,
  tagNames: ["p", "br", "h2", "h3", "h4", "strong", "em", "del", "ul", "ol", "li", "a", "blockquote", "code", "pre", "hr"],
  attributes: { a: ["href", "title", "rel", "target"], code: [], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto", "tel"] },
  clobberPrefix: "md-",
};

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"], target: "_blank" })
  .use(rehypeStringify)
  .freeze();

/**
 * Renders a blog section's Markdown to sanitised HTML: no raw HTML, no scripts, no javascript: links.
 * Markdown beyond the limits (stored before they existed) or that fails to render becomes its escaped
 * text, so the page and the editor still open.
 */
export function renderMarkdown(markdown: string): string {
  if (markdownProblem(markdown)) return escapedParagraphs(markdown);
  try {
    return String(processor.processSync(markdown));
  } catch {
    return escapedParagraphs(markdown);
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
