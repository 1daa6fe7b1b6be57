/**
 * Limits on a blog section's Markdown that keep rendering it fast. The Markdown parser slows down
 * super-linearly with the number of emphasis marks and link brackets in a paragraph, and recurses once
 * per level of nested quotes and lists; a section within these limits renders in milliseconds.
 * Shared by the API's validation and the editor's form, so it parses nothing itself.
 */
const maxMarkdownNesting = 10;
const maxEmphasisMarks = 1_000;
const maxLinkBrackets = 1_000;

const quoteMarker = /^ {0,3}> ?/;
const listMarker = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;

/**
 * The deepest nesting of block quotes and list items, read line by line without parsing. Every marker that opens a
 * level counts, however many a line holds (`- - - a`, `1. 1. a`, `> - > a`): Markdown nests each of them, and a
 * line of thousands once made the parser take seconds. Linear in the length of the text.
 * @internal Exported for its tests only.
 */
export function markdownNesting(markdown: string): number {
  let deepest = 0;
  // Content indents of the open list items, innermost last.
  const openItems: number[] = [];
  for (const rawLine of markdown.split("\n")) {
    const line = rawLine.replace(/\t/g, "    ");
    let rest = line;
    let column = 0;
    let quotes = 0;
    let lineIndent = -1;
    const newItems: number[] = [];
    for (;;) {
      const quote = quoteMarker.exec(rest);
      if (quote) {
        quotes += 1;
        column += quote[0].length;
        rest = rest.slice(quote[0].length);
        continue;
      }
      const item = listMarker.exec(rest);
      if (!item) break;
      if (lineIndent === -1) lineIndent = column + item[1]!.length;
      newItems.push(column + item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length));
      column += item[0].length;
      rest = rest.slice(item[0].length);
      if (item[3] === "") break;
    }
    const indent = lineIndent === -1 ? rest.length - rest.trimStart().length : lineIndent;
    if (newItems.length > 0 || rest.trim() !== "") {
      while (openItems.length > 0 && indent < openItems.at(-1)!) openItems.pop();
    }
    openItems.push(...newItems);
    deepest = Math.max(deepest, quotes + openItems.length);
  }
  return deepest;
}

function count(text: string, characters: RegExp): number {
  return text.match(characters)?.length ?? 0;
}

/** Why this Markdown is refused, or null when it is within the limits. */
export function markdownProblem(markdown: string): string | null {
  if (markdownNesting(markdown) > maxMarkdownNesting) {
    return `nests quotes or lists more than ${maxMarkdownNesting} levels deep`;
  }
  if (count(markdown, /[*_]/g) > maxEmphasisMarks) {
    return `has more than ${maxEmphasisMarks.toLocaleString("en-IN")} * or _ marks`;
  }
  if (count(markdown, /[[\]]/g) > maxLinkBrackets * 2) {
    return `has more than ${maxLinkBrackets.toLocaleString("en-IN")} links or [ ] brackets`;
  }
  return null;
}
