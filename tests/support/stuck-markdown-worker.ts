// A render worker for tests: a section containing "STUCK" never finishes rendering, as a parser caught in a loop
// would; anything else renders as usual. Used through MARKDOWN_WORKER (API tests) or createRenderPool({ worker }).
import { type RenderedMarkdown, renderSection } from "#app/lib/markdown.server.ts";
import type { RenderTask } from "../../server/markdown/render-pool.ts";

export default function render({ markdown, pictures, started }: RenderTask): RenderedMarkdown {
  started.postMessage(null);
  started.close();
  if (markdown.includes("STUCK")) for (;;);
  return renderSection(markdown, pictures);
}
