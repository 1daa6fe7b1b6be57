import { afterAll, describe, expect, it } from "vitest";
import { RenderTimeout, createRenderPool } from "./render-pool.ts";

const stuckWorker = new URL("../../tests/support/stuck-markdown-worker.ts", import.meta.url);

describe("the render pool", () => {
  const pool = createRenderPool({ worker: stuckWorker });
  afterAll(() => pool.close());

  it("renders in a worker thread", async () => {
    expect((await pool.render("Some **bold** text")).html).toBe("<p>Some <strong>bold</strong> text</p>");
  });

  it("stops a renderer stuck in a loop at its limit, and the next section renders in a fresh worker", async () => {
    await expect(pool.render("STUCK")).rejects.toBeInstanceOf(RenderTimeout);
    expect((await pool.render("after the _stuck_ one")).html).toBe("<p>after the <em>stuck</em> one</p>");
  });

  it("does not charge a section for the time it waited behind a stuck one", async () => {
    const stuck = pool.render("STUCK once more").catch((error: unknown) => error);
    const queued = pool.render("queued *behind* it");
    expect(await stuck).toBeInstanceOf(RenderTimeout);
    expect((await queued).html).toBe("<p>queued <em>behind</em> it</p>");
  });

  it("keeps this thread free while a worker is stuck", async () => {
    const stuck = pool.render("STUCK again").catch((error: unknown) => error);
    let ticks = 0;
    const started = Date.now();
    // The event loop keeps turning while the worker spins.
    while (Date.now() - started < 300) {
      await new Promise((resolve) => setImmediate(resolve));
      ticks += 1;
    }
    expect(ticks).toBeGreaterThan(10);
    expect(await stuck).toBeInstanceOf(RenderTimeout);
  });
});
