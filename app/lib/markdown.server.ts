import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

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

/** Renders a blog section's Markdown to sanitised HTML: no raw HTML, no scripts, no javascript: links. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
