import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "#app/lib/low-priority-module-preloads.server.ts";

const page =
  '<!DOCTYPE html><html><head><title>Café – “quoted”</title></head><body><p>No <link rel="modulepreload"> in text… only tags</p>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/c.js"/><script type="module" async="">import "/assets/a.js";</script></body></html>';
const expected = page
  .replace('<link rel="modulepreload"> in text', '<link rel="modulepreload" fetchpriority="low"> in text')
  .replace('<link rel="modulepreload" href="/assets/a.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>')
  .replace('<link rel="modulepreload" href="/assets/b.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>');

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority once, and changes nothing else", async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it("gives the same page whatever byte the stream is cut at, inside a tag or a multi-byte character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(expected);
    }
    const oneByteChunks = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(oneByteChunks)).toBe(expected);
  });
});
