import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

// A file named in the README, a decision or a comment that does not exist sends the next reader nowhere.
const root = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const readable = tracked.filter((file) => /\.(md|ts|tsx|css|sql|conf|jsonc|sh)$/.test(file) || file === "deploy/Caddyfile");

/** Paths into the project's own folders with a file extension: `server/api/wire.ts`, `docs/decisions/0013-….md`. */
const named = /(?<![\w./-])((?:app|server|tests|scripts|docs|deploy|public)\/[\w./@+-]*\.[a-z]{2,5})(?![\w/*{<]|\.[a-z])/g;
/** A decision may name a file it says is gone: it records what was true then. */
const saysRemoved = /\b(removed|gone)\b/;

function namedPaths(file: string) {
  const text = readFileSync(path.join(root, file), "utf8");
  const code = /\.(ts|tsx|css)$/.test(file);
  const found: { path: string; line: number }[] = [];
  text.split("\n").forEach((whole, index) => {
    // In code only the comments name files for a reader; a string is a path the program builds (build/server/…).
    const line = code ? commentOf(whole) : whole;
    if (saysRemoved.test(line)) return;
    for (const [, name] of line.matchAll(named)) found.push({ path: (name ?? "").replace(/[.,:;)]+$/, ""), line: index + 1 });
  });
  return found;
}

function commentOf(line: string) {
  const trimmed = line.trimStart();
  if (trimmed.startsWith("*") || trimmed.startsWith("/*")) return line;
  const slashes = line.indexOf("// ");
  return slashes === -1 ? "" : line.slice(slashes);
}

it("names only files that exist, in the README, the decisions and the code's comments", () => {
  const missing = readable.flatMap((file) =>
    namedPaths(file)
      .filter(({ path: named }) => !existsSync(path.join(root, named)) && !tracked.some((other) => other.startsWith(`${named}/`)))
      .map(({ path: named, line }) => `${file}:${line} names ${named}`),
  );
  expect(missing).toEqual([]);
});

it("lists every decision in the decisions' index", () => {
  const index = readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
  const records = tracked.filter((file) => /^docs\/decisions\/\d{4}-.+\.md$/.test(file)).map((file) => path.basename(file));
  expect(records.length).toBeGreaterThan(30);
  expect(records.filter((record) => !index.includes(`(${record})`))).toEqual([]);
});
