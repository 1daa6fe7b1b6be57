// Runs in a worker thread of the render pool: one section's Markdown in, its sanitised HTML out.
import { type RenderedMarkdown, renderSection } from "#app/lib/markdown.server.ts";
import type { RenderTask } from "./render-pool.ts";

export default function render({ markdown, pictures, started }: RenderTask): RenderedMarkdown {
  // The pool's clock for this section starts now: time spent queued or loading this worker is not counted.
  started.postMessage(null);
  started.close();
  return renderSection(markdown, pictures);
}
