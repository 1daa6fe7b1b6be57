import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { afterFirstPaintAttribute, inertRelAttribute } from "#app/lib/scripts-after-first-paint.ts";

/** React Router's `<Scripts>` markup, as React writes it, and its inert form (see scripts-after-first-paint.ts). */
const rewrites: readonly [RegExp, string][] = [
  [/<link rel="modulepreload"/g, `<link rel="dns-prefetch" ${inertRelAttribute}="modulepreload"`],
  [/<script((?: nonce="[^"]*")?) type="module" async="">/g, `<script$1 type="text/plain" ${afterFirstPaintAttribute}="">`],
];

/** Longer than any tag opening the patterns read (a module script with its nonce is about 60 characters). */
const longestOpening = 120;

/**
 * React Router writes the route manifest into the module script as JSON indented by two spaces, about a third of its
 * 4 KB (every page carries it). It ends at the first `}` alone on its line, which only the outermost object has.
 */
const manifestStart = "window.__reactRouterManifest = ";
const indentedManifest = /window\.__reactRouterManifest = (\{\n[\s\S]*?\n\});/g;
/** The manifest without indentation; one that is not JSON (a change of React Router's) goes out as it came. */
function compactManifest(manifest: string, json: string): string {
  try {
    return `${manifestStart}${JSON.stringify(JSON.parse(json))};`;
  } catch {
    return manifest;
  }
}

const rewrite = (html: string) =>
  rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html).replace(indentedManifest, compactManifest);

/** Where the text can be written out to: before a tag the chunk may have cut, or before an unfinished manifest. */
function safeEnd(text: string): number {
  const manifest = text.lastIndexOf(manifestStart);
  if (manifest >= 0 && !text.includes("\n};", manifest)) return manifest;
  for (let length = manifestStart.length - 1; length > 0; length--) {
    if (text.endsWith(manifestStart.slice(0, length))) return text.length - length;
  }
  const lastOpening = text.lastIndexOf("<");
  return lastOpening >= 0 && text.length - lastOpening < longestOpening ? lastOpening : text.length;
}

/**
 * Makes React Router's module preloads and module script inert as the document streams out; the head
 * script `afterFirstPaintScript` starts them once the page has painted. `<Scripts>` has no option for this, nor for
 * writing its manifest without indentation, which this does too.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag or the manifest may be cut by the chunk boundary: the text from a late `<`, or from the manifest's
      // start, waits for the next chunk. No tag pattern has a `<` after its first character, so everything before
      // that `<` is rewritten correctly.
      const cut = safeEnd(text);
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
