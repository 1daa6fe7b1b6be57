// Which classes a built stylesheet selects, so a test can tell the admin's rules from the public pages' ones.
// It reads Tailwind's output: minified, unnested rules inside at-rules that group them.
type CssNode = { kind: "leaf"; prelude: string } | { kind: "group"; prelude: string; children: CssNode[] };

/** At-rules whose body holds rules. */
const groupAtRule = /^@(?:media|supports|layer|container|starting-style)\b/;

/** The index after the token at `index`: a whole quoted string, an escaped character (`\\'` in a selector), or one character. */
function afterToken(css: string, index: number): number {
  const char = css[index];
  if (char === "\\") return index + 2;
  if (char !== '"' && char !== "'") return index + 1;
  let cursor = index + 1;
  while (cursor < css.length && css[cursor] !== char) cursor += css[cursor] === "\\" ? 2 : 1;
  return cursor + 1;
}

/** Parses the (minified, unnested) stylesheet Tailwind builds into rules and the at-rules that group them. */
function parse(css: string, start = 0, end = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let index = start;
  while (index < end) {
    let cursor = index;
    while (cursor < end && css[cursor] !== "{" && css[cursor] !== ";") cursor = afterToken(css, cursor);
    const prelude = css.slice(index, cursor).trim();
    if (cursor >= end || css[cursor] === ";") {
      if (prelude) nodes.push({ kind: "leaf", prelude });
      index = cursor + 1;
      continue;
    }
    let depth = 1;
    let close = cursor + 1;
    while (close < end && depth > 0) {
      if (css[close] === "{") depth += 1;
      if (css[close] === "}") depth -= 1;
      close = afterToken(css, close);
    }
    if (groupAtRule.test(prelude)) nodes.push({ kind: "group", prelude, children: parse(css, cursor + 1, close - 1) });
    else nodes.push({ kind: "leaf", prelude });
    index = close;
  }
  return nodes;
}

const unescapeCss = (name: string) =>
  name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );

/** A utility's selector begins with its class (`.md\:flex`, `.group-hover\:x:is(…)`, `:where(.space-y-4>…)`). */
const firstClass = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/;

/** Every class a stylesheet's rules select, unescaped, for checks of what a stylesheet holds. */
export function selectedClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const visit = (nodes: readonly CssNode[]) => {
    for (const node of nodes) {
      if (node.kind === "group") visit(node.children);
      else if (!node.prelude.startsWith("@")) for (const [, name = ""] of node.prelude.matchAll(new RegExp(firstClass, "g"))) classes.add(unescapeCss(name));
    }
  };
  visit(parse(css));
  return classes;
}
