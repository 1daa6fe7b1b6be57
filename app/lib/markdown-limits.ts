/**
 * Limits on a blog section's Markdown that keep rendering it fast. The Markdown parser slows down
 * super-linearly with the number of emphasis marks and link brackets in a paragraph, and recurses once
 * per level of nested quotes and lists; a section within these limits renders in milliseconds.
 * Shared by the API's validation and the editor's form, so it parses nothing itself.
 */
export const maxMarkdownNesting = 10;
export const maxEmphasisMarks = 1_000;
export const maxLinkBrackets = 1_000;

const listItem = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;

/** The deepest nesting of block quotes and list items, read line by line without parsing. */
export function markdownNesting(markdown: string): number {
  let deepest = 0;
  // Content indents of the open list items, innermost last.
  const openItems: number[] = [];
  for (const rawLine of markdown.split("\n")) {
    let line = rawLine.replace(/\t/g, "    ");
    let quotes = 0;
    for (let quote = /^ {0,3}> ?/.exec(line); quote; quote = /^ {0,3}> ?/.exec(line)) {
      quotes += 1;
      line = line.slice(quote[0].length);
    }
    const item = listItem.exec(line);
    const indent = line.length - line.trimStart().length;
    if (item) {
      while (openItems.length > 0 && indent < openItems.at(-1)!) openItems.pop();
      openItems.push(item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length));
    } else if (line.trim() !== "") {
      while (openItems.length > 0 && indent < openItems.at(-1)!) openItems.pop();
    }
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
