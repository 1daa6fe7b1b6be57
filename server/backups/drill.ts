import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { backupDatabaseFile, backupUploadsDir } from "./backup.ts";
import type { DrillReport, RowCounts } from "#app/lib/domain.ts";
import { missingImageFiles, rowCounts } from "./contents.ts";
import { type Restic, ResticError, backupNameOf } from "./restic.ts";

/**
 * A restore drill (decision 35): restores the newest off-site snapshot into a temporary folder, opens its database
 * read-only, runs `PRAGMA integrity_check`, compares its rows of posts, comments and messages with the counts the
 * live database had when the backup was made, and checks that every image file the database names was restored.
 * The temporary folder is removed whatever happens.
 */
export async function runRestoreDrill(restic: Restic, expectedCounts: ExpectedCounts): Promise<DrillReport> {
  const report: DrillReport = { ok: false, snapshotId: null, backupName: null, found: null, expected: null, images: null, problems: [] };
  const scratch = await mkdtemp(path.join(tmpdir(), "practice-restore-drill-"));
  try {
    await drillInto(scratch, restic, expectedCounts, report);
  } catch (error) {
    report.problems.push(error instanceof ResticError ? error.message : `the drill failed: ${(error as Error).message}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  report.ok = report.problems.length === 0;
  return report;
}

type ExpectedCounts = (snapshotId: string, backupName: string | null) => Promise<RowCounts | null>;

async function drillInto(scratch: string, restic: Restic, expectedCounts: ExpectedCounts, report: DrillReport) {
  // A backup killed half-way leaves its lock behind; restic removes only such stale locks.
  await restic.unlock();
  const snapshot = await restic.newestSnapshot();
  if (!snapshot) {
    report.problems.push("the off-site repository holds no backup of this site");
    return;
  }
  report.snapshotId = snapshot.id;
  report.backupName = backupNameOf(snapshot);
  report.expected = await expectedCounts(snapshot.id, report.backupName);
  try {
    await restic.restore(snapshot.id, scratch);
  } catch (error) {
    if (!(error instanceof ResticError)) throw error;
    report.problems.push(`the newest snapshot could not be restored intact (${error.message})`);
    return;
  }
  const databaseFile = path.join(scratch, backupDatabaseFile);
  if (!existsSync(databaseFile)) report.problems.push(`the snapshot has no ${backupDatabaseFile}`);
  else checkDatabase(databaseFile, path.join(scratch, backupUploadsDir), report);
}

function checkDatabase(file: string, uploadsDir: string, report: DrillReport) {
  const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = sqlite.pragma("integrity_check", { simple: true });
    if (verdict !== "ok") {
      report.problems.push(`the restored database is damaged (integrity_check: ${String(verdict).slice(0, 200)})`);
      return;
    }
    report.found = rowCounts(sqlite);
    if (!report.expected) report.problems.push("no row counts were recorded for this backup, so the restored rows cannot be compared");
    else {
      for (const name of ["posts", "comments", "messages"] as const) {
        if (report.found[name] !== report.expected[name]) {
          report.problems.push(`${name}: the backup held ${report.expected[name]}, the restore has ${report.found[name]}`);
        }
      }
    }
    const images = missingImageFiles(sqlite, uploadsDir);
    report.images = { named: images.named, present: images.named - images.missing.length };
    if (images.missing.length > 0) {
      report.problems.push(`${images.missing.length} image files the database names are missing, e.g. ${images.missing.slice(0, 3).join(", ")}`);
    }
  } finally {
    sqlite.close();
  }
}
