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

const rewrite = (html: string) => rewrites.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);

/**
 * Makes React Router's module preloads and module script inert as the document streams out; the head
 * script `afterFirstPaintScript` starts them once the page has painted. `<Scripts>` has no option for this.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag may be cut by the chunk boundary: text from a late `<` waits for the next chunk. No pattern
      // has a `<` after its first character, so everything before that `<` is rewritten correctly.
      const lastOpening = text.lastIndexOf("<");
      const cut = lastOpening >= 0 && text.length - lastOpening < longestOpening ? lastOpening : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
