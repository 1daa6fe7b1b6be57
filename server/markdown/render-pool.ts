import { availableParallelism } from "node:os";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import Piscina from "piscina";
import type { RenderedMarkdown, SectionPictures } from "#app/lib/markdown.server.ts";

/** How long one section may take to render before its worker is stopped and the section refused. */
const renderTimeLimitMs = 1000;

const defaultRenderWorker = new URL("./render-worker.ts", import.meta.url);

/**
 * What a render worker receives: the Markdown, the stored images it names (looked up beforehand, as workers have no
 * database), and a port it posts to once, when it starts on it.
 */
export type RenderTask = { markdown: string; pictures: SectionPictures; started: MessagePort };

/** A section that ran out of its time to render; its worker was stopped and replaced. */
export class RenderTimeout extends Error {
  constructor(limitMs: number) {
    super(`rendering took longer than ${limitMs} ms`);
  }
}

export type MarkdownRenderer = {
  /** The section's sanitised HTML (see renderSection); throws RenderTimeout when it runs out of time. */
  render: (markdown: string, pictures?: SectionPictures) => Promise<RenderedMarkdown>;
  close: () => Promise<void>;
};

// One core stays free for requests; more than two workers would only queue behind the admin's saves.
const threads = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Blog sections are rendered in worker threads (piscina), never on the thread that answers requests: a section that
 * the limits let through but that still makes the parser slow costs a worker, not the site. A section's clock starts
 * when a worker starts on it (the worker says so through a port), so time spent queued or loading a fresh worker is
 * not counted; past its time the task is aborted, which terminates its worker, and piscina starts another. The pool
 * starts with the first render, so a process that never renders starts no thread. `worker` is the module that renders
 * (tests pass one that never finishes).
 */
export function createRenderPool({ worker = defaultRenderWorker, timeLimitMs = renderTimeLimitMs } = {}): MarkdownRenderer {
  let pool: Piscina | undefined;
  return {
    async render(markdown, pictures = {}) {
      pool ??= new Piscina({ filename: worker.href, minThreads: threads, maxThreads: threads, idleTimeout: 30_000 });
      const { port1: clock, port2: started } = new MessageChannel();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      clock.once("message", () => {
        timer = setTimeout(() => abort.abort(), timeLimitMs);
      });
      try {
        return (await pool.run({ markdown, pictures, started } satisfies RenderTask, { signal: abort.signal, transferList: [started] })) as RenderedMarkdown;
      } catch (error) {
        throw abort.signal.aborted ? new RenderTimeout(timeLimitMs) : error;
      } finally {
        clearTimeout(timer);
        clock.close();
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
