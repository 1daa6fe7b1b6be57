import { availableParallelism } from "node:os";
import Piscina from "piscina";

/** How long one section may take to render before its worker is stopped and the section refused. */
export const renderTimeLimitMs = 1000;

export const defaultRenderWorker = new URL("./render-worker.ts", import.meta.url);

/** A section that ran out of its time to render; its worker was stopped and replaced. */
export class RenderTimeout extends Error {
  constructor(limitMs: number) {
    super(`rendering took longer than ${limitMs} ms`);
  }
}

export type MarkdownRenderer = {
  /** The section's sanitised HTML; throws RenderTimeout when it runs out of time. */
  render: (markdown: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * Blog sections are rendered in worker threads (piscina), never on the thread that answers requests: a section that
 * the limits let through but that still makes the parser slow costs a worker, not the site. A task that runs past
 * its time is aborted, which terminates its worker; piscina starts a fresh one for the next task. One worker on two
 * cores leaves a core for the requests. `worker` is the module that renders (tests pass one that never finishes).
 */
export function createRenderPool({ worker = defaultRenderWorker, timeLimitMs = renderTimeLimitMs } = {}): MarkdownRenderer {
  const pool = new Piscina({
    filename: worker.href,
    // One worker is always loaded and waiting, so a replaced worker's start-up does not eat the next section's time.
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 30_000,
  });
  return {
    async render(markdown) {
      const signal = AbortSignal.timeout(timeLimitMs);
      try {
        return (await pool.run(markdown, { signal })) as string;
      } catch (error) {
        if (signal.aborted) throw new RenderTimeout(timeLimitMs);
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
