// Run by `npm run lint`: the rooms of the code and the arrows between them (docs/architecture.md). Biome's
// noImportCycles lets a cycle through when one of its imports is type-only; this reads every import of app/ and
// server/, type-only ones included, and fails on
//   - any import cycle;
//   - an import of server/ from app/, but the load context's types (app/context.ts, `import type`);
//   - an import of server/services/ from server/backups/ (the services use the backup tools, never the reverse).
// Dynamic `import()` is left out: it runs after both modules are loaded, so it makes no cycle at start-up.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const rooms = ["app", "server"];

/** Where the app may reach into the server: the types the load context carries. */
const loadContextFile = "app/context.ts";

type Import = { from: string; to: string; typeOnly: boolean };

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** `import … from "x"`, `import "x"` and `export … from "x"`, with whether the whole statement is `import type`/`export type`. */
const importStatement = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("#app/")) target = `app/${specifier.slice(5)}`;
  else if (specifier.startsWith("#server/")) target = `server/${specifier.slice(8)}`;
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  // React Router's generated route types live outside the rooms.
  if (target.includes("/+types/")) return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (existsSync(path.join(root, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return target;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const found: Import[] = [];
  for (const [, , typeKeyword, specifier] of text.matchAll(importStatement)) {
    const to = resolve(file, specifier!);
    if (to) found.push({ from: file, to, typeOnly: typeKeyword !== undefined });
  }
  return found;
}

/** Each cycle once, as the files around it (Tarjan's strongly connected components). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const imports = rooms.flatMap(sourceFiles).flatMap(importsOf);
const problems: string[] = [];
for (const { from, to, typeOnly } of imports) {
  if (from.startsWith("app/") && to.startsWith("server/") && !(from === loadContextFile && typeOnly)) {
    problems.push(`${from} imports ${to}: app/ may name only the load context's types (${loadContextFile}, import type)`);
  }
  if (from.startsWith("server/backups/") && to.startsWith("server/services/")) {
    problems.push(`${from} imports ${to}: the backup tools must not import the services that use them`);
  }
}
const graph = new Map<string, string[]>();
for (const { from, to } of imports) graph.set(from, [...(graph.get(from) ?? []), to]);
for (const cycle of cyclesOf(graph)) problems.push(`import cycle (type-only imports included) among: ${cycle.join(", ")}`);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`Imports: ${imports.length} in ${graph.size} files of ${rooms.join("/ and ")}/, no cycle, no import across the rooms' walls.`);
