import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "#app/lib/scripts-after-first-paint.server.ts";

const page =
  '<!DOCTYPE html><html><head><title>Café – “quoted”</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="preload" as="font" href="/f.woff2"/></head><body><p>Text…</p>' +
  '<script>window.__reactRouterContext = {};</script><script nonce="AbCd+/12==" type="module" async="">import * as route0 from "/assets/a.js";</script>' +
  `<script type="module" async="">${'import * as route from "/assets/a-long-name.js";\n'.repeat(4)}import("/assets/b.js");\n  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/e.js",\n` +
  '    "imports": [\n      "/assets/a.js"\n    ]\n  },\n  "routes": {}\n};\n  window.__reactRouterRouteModules = {};</script></body></html>';
const expected = page
  .replaceAll('<link rel="modulepreload"', '<link rel="dns-prefetch" data-rel="modulepreload"')
  .replace('<script nonce="AbCd+/12==" type="module" async="">', '<script nonce="AbCd+/12==" type="text/plain" data-after-first-paint="">')
  .replace('<script type="module" async="">', '<script type="text/plain" data-after-first-paint="">')
  .replace(/(window\.__reactRouterManifest = )([\s\S]*?\n\});/, (_all, start: string, json: string) => `${start + JSON.stringify(JSON.parse(json))};`);

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("scriptsAfterFirstPaint", () => {
  it("makes the module preloads and module scripts inert, writes the manifest without indentation, and changes nothing else", async () => {
    expect(expected).not.toBe(page);
    expect(expected).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/e.js","imports":["/assets/a.js"]},"routes":{}};\n');
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it("gives the same page whatever byte the stream is cut at, inside a tag or a multi-byte character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(expected);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it("leaves a manifest it cannot read as it came", async () => {
    const odd = page.replace('"routes": {}', '"routes": {},');
    expect(await through([Buffer.from(odd)])).toContain('"routes": {},\n};');
  });
});
