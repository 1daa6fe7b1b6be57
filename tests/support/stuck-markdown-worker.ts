// A render worker for tests: a section containing "STUCK" never finishes rendering, as a parser caught in a loop
// would; anything else renders as usual. Used through MARKDOWN_WORKER (API tests) or createRenderPool({ worker }).
import { renderMarkdown } from "#app/lib/markdown.server.ts";
import type { RenderTask } from "../../server/markdown/render-pool.ts";

export default function render({ markdown, started }: RenderTask): string {
  started.postMessage(null);
  started.close();
  if (markdown.includes("STUCK")) for (;;);
  return renderMarkdown(markdown);
}
