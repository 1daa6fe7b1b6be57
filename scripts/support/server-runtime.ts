// How the server's Node process is started: shared by `npm start` (scripts/start.ts) and the measuring scripts
// (server-process.ts), so that a benchmark measures the process the site runs as. Neither setting can be changed from
// inside a running process, so they are given when it starts; deploy/practice-site.service needs the same.
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * V8 sizes its heap for the machine, not for the site: with a few GB of memory the young generation grows to 2 × 64 MB
 * and the old one is let grow to several times its live size between full collections, then kept until V8's memory
 * reducer runs some 10 s after the last request. After the scale bench's requests (10,000 posts, a live heap of about
 * 40 MB) the server held 400–470 MB; with 16 MB semi-spaces and a 1 GB old generation (25 times that live heap),
 * 240–280 MB. The price is more frequent collections: /sitemap.xml uncached (2.6 MB) p50 57 → 66 ms, p95 69 → 98 ms,
 * other routes within a millisecond. 32 MB semi-spaces cost the sitemap only ~5 ms but left 270–330 MB; either flag
 * alone left over 380 MB.
 */
export const serverNodeOptions = ["--max-semi-space-size=16", "--max-old-space-size=1024"];

/**
 * glibc's malloc keeps what is freed: in an arena per allocating thread (libuv's, sharp's, the render worker's) and,
 * for large blocks, in the heap once its adaptive mmap threshold has risen. Two arenas and a fixed 128 KB threshold, so
 * large blocks are mapped and unmapped, left 25–45 MB less resident after the benches at the same speed.
 */
export const serverMallocEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" };

/**
 * Node strips the server's TypeScript and compiles it anew at every start unless it may keep what it made: with the
 * compile cache (keyed by each file's contents, so a changed file is made again) a start spends about 40 % less CPU
 * loading the server's modules (1.65 s to 1.0 s of user time on the 2-core test machine), which the API tests, with
 * their dozens of starts, and a restart after a crash both feel.
 */
export const serverCompileCacheEnv = { NODE_COMPILE_CACHE: path.join(tmpdir(), "practice-site-compile-cache") };

/**
 * `env` with the malloc and compile-cache settings it does not set itself and the V8 options ahead of its own
 * NODE_OPTIONS (the last of a flag wins).
 */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...serverMallocEnv, ...serverCompileCacheEnv, ...env, NODE_OPTIONS: [...serverNodeOptions, env.NODE_OPTIONS].filter(Boolean).join(" ") };
}
