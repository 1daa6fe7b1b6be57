// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildEntry = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const sources = ["app", "server", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log("Building the site (first start or sources changed)...");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
process.env.NODE_ENV ??= "production";
await import("../server.ts");
