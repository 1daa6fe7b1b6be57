// The nightly backup's database copy runs beside the requests, not in their way: `VACUUM INTO` holds its thread for
// the whole copy (0.7–3.5 s at 10,000 posts), so on the thread that answers requests every visitor would wait for it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBackup } from "./backup.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "site-snapshot-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A database of `megabytes` of incompressible rows, in WAL mode as the site's is. */
function bulkDatabase(file: string, megabytes: number) {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  // The tables a backup counts and lists (contents.ts), and the bulk.
  sqlite.exec(
    "CREATE TABLE images (id TEXT PRIMARY KEY); CREATE TABLE blogs (id TEXT); CREATE TABLE comments (id TEXT); CREATE TABLE contacts (id TEXT); " +
      "CREATE TABLE bulk (id INTEGER PRIMARY KEY, data BLOB)",
  );
  sqlite
    .prepare("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) INSERT INTO bulk (data) SELECT randomblob(8000) FROM n")
    .run(megabytes * 128);
  return sqlite;
}

describe("createBackup", () => {
  it("copies the database in another thread: the event loop keeps turning while the copy is made", async () => {
    const file = path.join(dir, "site.sqlite");
    const live = bulkDatabase(file, 120);
    try {
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const started = performance.now();
      const { folder } = await createBackup(file, path.join(dir, "uploads"), path.join(dir, "backups"));
      const took = performance.now() - started;
      delay.disable();

      const copy = new BetterSqlite3(path.join(folder, "site.sqlite"), { readonly: true });
      expect(copy.prepare("SELECT count(*) AS rows FROM bulk").get()).toEqual({ rows: 120 * 128 });
      copy.close();
      // The copy must take long enough to tell a blocked loop from a free one, and the loop's longest pause must be
      // a small part of it (a copy on this thread would pause the loop for all of it).
      expect(took).toBeGreaterThan(150);
      expect(delay.max / 1e6, `longest pause of the event loop during a ${Math.round(took)} ms backup`).toBeLessThan(took / 3);
    } finally {
      live.close();
    }
    // Writing and copying 120 MB takes seconds, several times that on a loaded two-core machine: its own limit.
  }, 60_000);
});
