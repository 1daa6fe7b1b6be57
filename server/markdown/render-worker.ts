// Runs in a worker thread of the render pool: one section's Markdown in, its sanitised HTML out.
import { renderMarkdown } from "#app/lib/markdown.server.ts";

export default function render(markdown: string): string {
  return renderMarkdown(markdown);
}
