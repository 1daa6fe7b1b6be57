// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { serverEnvironment } from "./support/server-runtime.ts";

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
// A process of its own, as V8's heap sizes and glibc's malloc settings (support/server-runtime.ts) are read only when a
// process starts. It gets the signals this one does and ends with its exit code.
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, "../server.ts")], { stdio: "inherit", env: serverEnvironment(process.env) });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
