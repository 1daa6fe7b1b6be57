import { cp, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { idPattern } from "#app/lib/rules.ts";
import { databaseFileName } from "../db/connection.ts";
import type { RowCounts } from "#app/lib/domain.ts";
import { imagesNamedIn, rowCounts } from "./contents.ts";
import { snapshotDatabase } from "./snapshot.ts";

/** A backup folder's name: the UTC time it was made, e.g. `2026-11-23T21-30-00Z`, with `-2`… if taken twice in a second. */
const backupName = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;

export const backupDatabaseFile = databaseFileName;
export const backupUploadsDir = "uploads";

/** A backup's folder, how many images it holds, and its rows counted in its own copy of the database. */
export type BackupResult = { folder: string; images: number; counts: RowCounts };

/**
 * A consistent copy of the live database at `databaseFile` and of its images, into a new folder of `backupDir`.
 * The database is copied with `VACUUM INTO` in a worker thread (snapshot.ts), which reads one snapshot (WAL lets
 * writers carry on meanwhile): every write committed before it started is in the copy, and nothing half-written is.
 * Image files never change once written, so copying them needs no lock; they are copied before the snapshot and then
 * once more for any image the snapshot names that appeared in between. The folder gets its final name only when
 * complete.
 */
export async function createBackup(databaseFile: string, uploadsDir: string, backupDir: string, now = new Date()): Promise<BackupResult> {
  await mkdir(backupDir, { recursive: true });
  const name = await freeName(backupDir, now);
  const partial = path.join(backupDir, `.${name}.partial`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.join(partial, backupUploadsDir), { recursive: true });
  try {
    const copied = await copyImages(uploadsDir, path.join(partial, backupUploadsDir), await imageFolders(uploadsDir));
    const snapshot = path.join(partial, backupDatabaseFile);
    await snapshotDatabase(databaseFile, snapshot);
    const { named, counts } = readSnapshot(snapshot);
    await copyImages(
      uploadsDir,
      path.join(partial, backupUploadsDir),
      named.filter((id) => !copied.has(id)),
    );
    await writeFile(path.join(partial, "backup.json"), `${JSON.stringify({ createdAt: now.toISOString(), images: named.length, counts }, null, 2)}\n`);
    const folder = path.join(backupDir, name);
    await rename(partial, folder);
    return { folder, images: named.length, counts };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Complete backups in `backupDir`, newest first, as full paths. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const entries = await readdir(backupDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // No such folder (yet), or a path through a file: either way there is no backup.
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  return (
    entries
      .filter((entry) => entry.isDirectory() && backupName.test(entry.name))
      .map((entry) => entry.name)
      // The names are UTC times, so their text order is their time order.
      .sort()
      .reverse()
      .map((name) => path.join(backupDir, name))
  );
}

/** Deletes all but the newest `keep` backups, and partial ones an interrupted run left; answers the removed folders. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(backupDir)).slice(keep);
  const leftovers = (await readdir(backupDir)).filter((name) => name.endsWith(".partial")).map((name) => path.join(backupDir, name));
  for (const folder of [...removed, ...leftovers]) await rm(folder, { recursive: true, force: true });
  return removed;
}

/** When the backup in `folder` was made, from its name. */
export function backupTime(folder: string): Date {
  const [date, time] = path.basename(folder).split("T") as [string, string];
  return new Date(`${date}T${time.slice(0, 8).replaceAll("-", ":")}Z`);
}

async function freeName(backupDir: string, now: Date): Promise<string> {
  const base = `${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;
  const taken = new Set(await readdir(backupDir));
  let name = base;
  for (let count = 2; taken.has(name) || taken.has(`.${name}.partial`); count += 1) name = `${base}-${count}`;
  return name;
}

async function imageFolders(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && idPattern.test(entry.name)).map((entry) => entry.name);
}

/** Copies the named image folders without half-written `*.tmp` files; answers the ids copied. An image deleted meanwhile is skipped. */
async function copyImages(from: string, to: string, ids: string[]): Promise<Set<string>> {
  const copied = new Set<string>();
  for (const id of ids) {
    try {
      await cp(path.join(from, id), path.join(to, id), { recursive: true, filter: (source) => !source.endsWith(".tmp") });
      copied.add(id);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return copied;
}

function readSnapshot(databaseFile: string): { named: string[]; counts: RowCounts } {
  const snapshot = new BetterSqlite3(databaseFile, { readonly: true });
  try {
    return { named: imagesNamedIn(snapshot), counts: rowCounts(snapshot) };
  } finally {
    snapshot.close();
  }
}
