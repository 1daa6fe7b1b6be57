// Escaped characters (\*) are parked in the Private Use Area so no rule below treats them as syntax.
const escapedBase = 0xe000;

/**
 * Markdown to plain text, good enough for previews: keeps the words a reader sees and drops
 * the syntax around them. Deliberately free of a parser so it costs nothing wherever it runs.
 * @internal Exported for its tests only.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, (_, char: string) => String.fromCharCode(escapedBase + char.charCodeAt(0)))
    .replace(/^\s*(```|~~~).*$/gm, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, "")
    .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, "")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*(>\s?)+/gm, "")
    .replace(/^\s*([-*+]|\d+[.)])\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/[\uE000-\uE07F]/g, (char) => String.fromCharCode(char.charCodeAt(0) - escapedBase))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * At most the first `words` words of a Markdown text as plain text, always followed by "...":
 * it introduces an article that goes on (SPEC.md: "first 90 words ... followed by an ellipsis").
 * An empty text stays empty.
 */
export function excerpt(markdown: string, words: number): string {
  const kept = markdownToPlainText(markdown).split(" ").filter(Boolean).slice(0, words).join(" ");
  return kept ? `${kept.replace(/[\s,;:.!?–—-]+$/, "")}...` : "";
}
