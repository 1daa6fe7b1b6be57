// Runs in a worker thread of the render pool: one section's Markdown in, its sanitised HTML out.
import { renderMarkdown } from "#app/lib/markdown.server.ts";
import type { RenderTask } from "./render-pool.ts";

export default function render({ markdown, started }: RenderTask): string {
  // The pool's clock for this section starts now: time spent queued or loading this worker is not counted.
  started.postMessage(null);
  started.close();
  return renderMarkdown(markdown);
}
