import { existsSync } from "node:fs";
import { cp, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { databaseFile, openDatabase } from "../db/connection.ts";
import { backupDatabaseFile, backupUploadsDir } from "./backup.ts";

export class RestoreError extends Error {}

export type RestoreResult = { revokedSessions: number; setAside: string | null };

/**
 * Puts a backup's database and images in `dataDir`. What was there is moved aside into `replaced-<time>/` rather
 * than deleted. Every session the backup held is revoked: a token that was valid when the backup was made must
 * not come back to life with it. Refuses while a server has the database open.
 */
export async function restoreBackup(folder: string, dataDir: string, now = new Date()): Promise<RestoreResult> {
  const source = path.join(folder, backupDatabaseFile);
  if (!existsSync(source)) throw new RestoreError(`${folder} is not a backup: it has no ${backupDatabaseFile}`);
  assertIntact(source);
  await mkdir(dataDir, { recursive: true });
  assertNotInUse(dataDir);

  const setAside = await moveAside(dataDir, now);
  await cp(source, databaseFile(dataDir));
  const uploads = path.join(folder, backupUploadsDir);
  if (existsSync(uploads)) await cp(uploads, path.join(dataDir, "uploads"), { recursive: true });
  else await mkdir(path.join(dataDir, "uploads"), { recursive: true });

  // openDatabase brings an older backup's schema up to date, as the server would at start-up.
  const database = openDatabase(dataDir);
  try {
    const stamp = now.toISOString();
    const revoked = database.sqlite.prepare("UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL").run(stamp).changes;
    // A browser's device cookie from the backup's time would exempt it from the per-e-mail lock again.
    database.sqlite.prepare("DELETE FROM admin_devices").run();
    database.sqlite
      .prepare("INSERT INTO activity (id, at, actor, action, target) VALUES (lower(hex(randomblob(12))), ?, ?, ?, ?)")
      .run(stamp, "npm run restore", "backup.restore", `backup ${path.basename(folder)}`);
    return { revokedSessions: revoked, setAside };
  } finally {
    await database.close();
  }
}

function assertIntact(file: string) {
  const copy = new BetterSqlite3(file, { readonly: true });
  try {
    const verdict = copy.pragma("integrity_check", { simple: true });
    if (verdict !== "ok") throw new RestoreError(`the backup's database is damaged (${String(verdict)})`);
  } finally {
    copy.close();
  }
}

/** An exclusive lock is refused while any other connection, such as a running server's, has the file open. */
function assertNotInUse(dataDir: string) {
  const file = databaseFile(dataDir);
  if (!existsSync(file)) return;
  const probe = new BetterSqlite3(file);
  try {
    probe.pragma("busy_timeout = 0");
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("COMMIT");
  } catch {
    throw new RestoreError("the database is in use: stop the server first");
  } finally {
    probe.close();
  }
}

async function moveAside(dataDir: string, now: Date): Promise<string | null> {
  const file = databaseFile(dataDir);
  const present = [file, `${file}-wal`, `${file}-shm`, path.join(dataDir, "uploads")].filter((entry) => existsSync(entry));
  if (present.length === 0) return null;
  const aside = path.join(dataDir, `replaced-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z`);
  await mkdir(aside, { recursive: true });
  for (const entry of present) await rename(entry, path.join(aside, path.basename(entry)));
  return aside;
}
