import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { chmod, mkdir, rename, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "./logger.ts";

/** A page's three forms, as the page cache made them, each with the modification time its ETag names. */
export type PageForms = Record<"identity" | "gzip" | "br", { body: Buffer; mtimeSeconds: number }>;

const suffix = { identity: "", gzip: ".gz", br: ".br" } as const;

/** Long enough for nginx to finish opening a file it found just before a switch; a generation is small. */
const generationGraceMs = 30_000;

const generationName = /^g(\d+)$/;

/**
 * The address as a relative file path under a generation (`hi/about-me/index.html`), or null when it is not one nginx
 * looks up: with a query, a trailing slash, an encoded slash or dot segment, or anything nginx would normalise into
 * another address. nginx's `try_files $uri/index.html` reads the decoded path, so only addresses whose decoded form
 * names themselves are written.
 * @internal Exported for its unit test.
 */
export function pageFileOf(url: string): string | null {
  if (url.includes("?") || url.length > 512 || !url.startsWith("/")) return null;
  if (url === "/") return "index.html";
  if (url.endsWith("/") || url.includes("//")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return null;
  }
  const segments = decoded.slice(1).split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".." || /[\0\\]/.test(segment))) return null;
  if (decoded.split("/").length !== url.split("/").length) return null;
  return `${segments.join("/")}/index.html`;
}

export type PageFilesOptions = { dir: string; logger: Logger; now: () => Date; graceMs?: number };

/**
 * Public pages as files in generations for nginx (issue 41, decision 42): `dir/g7/hi/about-me/index.html` with its
 * `.br` and `.gz`, and `dir/current`, a link naming the live generation. `switchGeneration` (on every declared write,
 * through the page cache's flush) points `current` at a new, empty generation at once, so nginx finds nothing
 * written before the write; retired generations are removed once `graceMs` has passed.
 */
export function createPageFiles({ dir, logger, now, graceMs = generationGraceMs }: PageFilesOptions) {
  const currentLink = path.join(dir, "current");
  // When each generation stopped being current; found on disk at start-up: since now.
  const retiredAt = new Map<string, number>();
  let current = "";
  let sweepTimer: NodeJS.Timeout | undefined;

  mkdirSync(dir, { recursive: true });
  // nginx runs as another user: the pages are public, the rest of DATA_DIR stays the site's (UMask 0077).
  chmodSync(dir, 0o755);
  const existing = readdirSync(dir).filter((name) => generationName.test(name));
  let counter = Math.max(0, ...existing.map((name) => Number(generationName.exec(name)![1])));
  for (const name of existing) retiredAt.set(name, now().getTime());

  /**
   * Synchronous, so that `current` names the new generation before the write's answer leaves. When the switch fails
   * (a full disk), `current` is removed instead: nginx then passes every page to the site, which is never stale.
   */
  function switchGeneration(): void {
    if (current) retiredAt.set(current, now().getTime());
    current = "";
    counter += 1;
    const next = `g${counter}`;
    try {
      mkdirSync(path.join(dir, next));
      chmodSync(path.join(dir, next), 0o755);
      // rename() over the old link is atomic: nginx resolves either the old generation or the new one, never none.
      const temporary = `${currentLink}.${counter}`;
      rmSync(temporary, { force: true });
      symlinkSync(next, temporary);
      renameSync(temporary, currentLink);
      current = next;
    } catch (error) {
      retiredAt.set(next, now().getTime());
      try {
        unlinkSync(currentLink);
      } catch {}
      logger.error({ err: error }, "could not switch the page files to a new generation; pages are served by the site");
    }
    scheduleSweep();
  }

  function scheduleSweep(): void {
    if (sweepTimer || retiredAt.size === 0) return;
    sweepTimer = setTimeout(() => {
      sweepTimer = undefined;
      void sweep();
    }, graceMs + 1000);
    sweepTimer.unref();
  }

  /** Removes every retired generation older than the grace period, and whatever a write left in one. */
  async function sweep(): Promise<void> {
    const cutoff = now().getTime() - graceMs;
    for (const [name, at] of retiredAt) {
      if (at > cutoff) continue;
      retiredAt.delete(name);
      await rm(path.join(dir, name), { recursive: true, force: true }).catch((error) =>
        logger.warn({ err: error, generation: name }, "could not remove a page generation"),
      );
    }
    scheduleSweep();
  }

  /**
   * Writes a page into `generation` (what `currentGeneration()` said when its render began) unless that is no longer
   * current: a render that raced a write never lands in the generation made for the write. Each form is written to a
   * temporary name and renamed, the HTML last, so nginx never reads a partial file or HTML without its compressed forms.
   */
  async function write(generation: string, url: string, forms: PageForms): Promise<void> {
    const file = pageFileOf(url);
    if (!file || generation === "" || generation !== current) return;
    const target = path.join(dir, generation, file);
    try {
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      for (let up = folder; up !== path.join(dir, generation); up = path.dirname(up)) await chmod(up, 0o755);
      for (const form of ["br", "gzip", "identity"] as const) {
        const final = target + suffix[form];
        const temporary = `${final}.${process.pid}.tmp`;
        await writeFile(temporary, forms[form].body);
        await chmod(temporary, 0o644);
        // nginx's ETag is the file's modification time and size: the page cache gave each form a time from its hash.
        await utimes(temporary, forms[form].mtimeSeconds, forms[form].mtimeSeconds);
        await rename(temporary, final);
      }
    } catch (error) {
      // A generation removed under a slow write, or a full disk: the page is then served by the site, as without files.
      logger.warn({ err: error, path: url }, "could not write a page file");
    }
  }

  switchGeneration();

  return {
    currentGeneration: () => current,
    switchGeneration,
    sweep,
    write,
    close: () => clearTimeout(sweepTimer),
  };
}

export type PageFiles = ReturnType<typeof createPageFiles>;
