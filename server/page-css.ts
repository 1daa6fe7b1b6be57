/**
 * The public stylesheet cut down to what one page uses: its utility rules whose class appears in the page's
 * HTML, the `@property` registrations those rules read, and the rest (theme, base, fonts, reveal, keyframes) whole. A cached public page
 * inlines this subset for its first paint; the whole stylesheet follows as one cached file after the paint
 * (app/root.tsx), for the pages the visitor moves on to and for classes only a script adds.
 */
type CssNode = { kind: "leaf"; prelude: string; text: string } | { kind: "group"; prelude: string; children: CssNode[] };

/** At-rules whose body holds rules, so a page may need some of them and not others. */
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
      if (prelude) nodes.push({ kind: "leaf", prelude, text: `${prelude};` });
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
    else nodes.push({ kind: "leaf", prelude, text: css.slice(index, close).trim() });
    index = close;
  }
  return nodes;
}

const unescapeCss = (name: string) =>
  name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );

/** Splits a selector list at its top-level commas (not those inside `:is(…)` and the like). */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === "\\") index += 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

/** A utility's selector begins with its class (`.md\:flex`, `.group-hover\:x:is(…)`, `:where(.space-y-4>…)`). */
const firstClass = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/;

function usedBy(classes: ReadonlySet<string>, selectorList: string): boolean {
  return selectors(selectorList).some((selector) => {
    const match = firstClass.exec(selector);
    return !match || classes.has(unescapeCss(match[1] ?? ""));
  });
}

function serialize(nodes: readonly CssNode[]): string {
  return nodes.map((node) => (node.kind === "leaf" ? node.text : `${node.prelude}{${serialize(node.children)}}`)).join("");
}

function keepUsed(nodes: readonly CssNode[], classes: ReadonlySet<string>): CssNode[] {
  return nodes.flatMap((node): CssNode[] => {
    if (node.kind === "leaf") return node.prelude.startsWith("@") || usedBy(classes, node.prelude) ? [node] : [];
    const children = keepUsed(node.children, classes);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

function filterUtilities(nodes: readonly CssNode[], classes: ReadonlySet<string>): CssNode[] {
  return nodes.map((node) => {
    if (node.kind !== "group") return node;
    if (node.prelude === "@layer utilities") return { ...node, children: keepUsed(node.children, classes) };
    return node.prelude.startsWith("@layer") ? { ...node, children: filterUtilities(node.children, classes) } : node;
  });
}

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Every class named in the page's `class` attributes, as written in the source (React escapes `&`, quotes and angles). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const registration = /^@property\s+(--[\w-]+)/;

/** Drops the `@property` registrations of the custom properties no kept rule reads. */
function dropUnreadProperties(nodes: readonly CssNode[]): CssNode[] {
  const rest = serialize(nodes.filter((node) => !registration.test(node.prelude)));
  const read = new Set([...rest.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
  return nodes.filter((node) => {
    const name = registration.exec(node.prelude)?.[1];
    return !name || read.has(name);
  });
}

/** Parses the stylesheet once; the answer cuts it down to a page's HTML. */
export function pageCssFor(css: string): (html: string) => string {
  const tree = parse(css);
  return (html) => serialize(dropUnreadProperties(filterUtilities(tree, classesIn(html))));
}

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
