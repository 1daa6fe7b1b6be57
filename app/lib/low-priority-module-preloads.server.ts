import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const modulePreload = /<link rel="modulepreload"(?! fetchpriority)/g;
/** How much text the pattern reads from a tag's `<`: the opening and the look-ahead. */
const readFromOpening = '<link rel="modulepreload" fetchpriority'.length;

const mark = (html: string) => html.replace(modulePreload, '$& fetchpriority="low"');

/**
 * Adds `fetchpriority="low"` to React Router's `<link rel="modulepreload">` tags as the document streams out
 * (`<Scripts>` takes no attributes for them). The page is fully rendered HTML with its stylesheet inline, so
 * the hydration scripts are not needed for the first paint: at low priority a phone fetches the hero image
 * and the heading font first, and the scripts still start early and arrive in parallel.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag may be cut by the chunk boundary: text from a late `<` waits for the next chunk. The pattern
      // has no `<` after its first character, so everything before that `<` is decided correctly.
      const lastOpening = text.lastIndexOf("<");
      const cut = lastOpening >= 0 && text.length - lastOpening < readFromOpening ? lastOpening : text.length;
      pending = text.slice(cut);
      callback(null, mark(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, mark(pending + decoder.end()));
    },
  });
}
