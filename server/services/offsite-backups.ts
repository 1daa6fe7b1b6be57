import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { DrillReport, RowCounts } from "#app/lib/domain.ts";
import { backupDatabaseFile, backupTime } from "../backups/backup.ts";
import { rowCounts } from "../backups/contents.ts";
import { runRestoreDrill } from "../backups/drill.ts";
import { ResticError, createRestic } from "../backups/restic.ts";
import type { OffsiteConfig } from "../config.ts";
import { now } from "../db/clock.ts";
import type { ActivityService } from "./activity.ts";
import type { BackupRuns } from "./backup-runs.ts";

/** A drill runs when the last one is this old; the daily job checks. */
const drillEveryMs = 7 * 24 * 3600 * 1000 - 3600 * 1000;

/** A second drill asked for while one runs. */
export class DrillBusyError extends Error {}

type OffsiteDeps = { config: OffsiteConfig | null; runs: BackupRuns; activity: ActivityService };

/**
 * The copies of the nightly backups in a restic repository of the practice's own, and the restore drills that prove
 * them (decision 35). One restic run at a time: a drill asked for during a backup waits for it. Each run is recorded
 * (server/services/backup-runs.ts), written to the activity log, and e-mails the doctor once when it failed; the
 * hourly check (jobs/index.ts) tells of copies and drills that stopped happening, after the start-up backup had its
 * chance to catch up.
 */
export function createOffsiteBackups({ config, runs, activity }: OffsiteDeps) {
  const restic = config ? createRestic(config) : null;
  let queue: Promise<unknown> = Promise.resolve();
  let drilling = false;

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  async function copy(folder: string, actor: string): Promise<Record<string, unknown>> {
    if (!restic) return { offsite: "off" };
    const name = path.basename(folder);
    if (await runs.copied(name)) return { offsite: "already copied", backup: name };
    return oneAtATime(async () => {
      const counts = countsIn(folder);
      try {
        const repository = await restic.ensureRepository();
        await restic.unlock();
        const { snapshotId, bytesAdded } = await restic.backup(folder, backupTime(folder), name);
        await runs.record({ kind: "offsite", ok: true, snapshotId, backupName: name, counts, images: null, detail: "" });
        await activity.record({ actor, action: "backup.offsite", target: `backup ${name} as snapshot ${snapshotId}` });
        return { offsite: "copied", repository, snapshotId, bytesAdded };
      } catch (error) {
        const detail = error instanceof ResticError ? error.message : (error as Error).message;
        await runs.record({ kind: "offsite", ok: false, snapshotId: null, backupName: name, counts, images: null, detail });
        await activity.record({ actor, action: "backup.offsite.failed", target: `backup ${name}: ${detail}` });
        throw new ResticError(`the backup ${name} is on this server, but its off-site copy failed: ${detail}`);
      } finally {
        await runs.alert(["backup-failed"]);
      }
    });
  }

  async function drill(actor: string): Promise<DrillReport | null> {
    if (!restic) return null;
    if (drilling) throw new DrillBusyError("A restore drill is already running.");
    drilling = true;
    try {
      return await oneAtATime(async () => {
        const report = await runRestoreDrill(restic, runs.countsAtBackup);
        const { snapshotId, backupName, found, images } = report;
        const detail = report.problems.join("; ");
        await runs.record({ kind: "drill", ok: report.ok, snapshotId, backupName, counts: found, images: images?.present ?? null, detail });
        await activity.record({ actor, action: report.ok ? "backup.drill" : "backup.drill.failed", target: drillSummary(report) });
        await runs.alert(["drill-failed"]);
        return report;
      });
    } finally {
      drilling = false;
    }
  }

  return {
    configured: restic !== null,
    copy,
    drill,

    /** The weekly drill, once an off-site copy exists; answers what to log. */
    async drillIfDue(actor: string, at = now()): Promise<Record<string, unknown>> {
      if (!restic) return { drill: "off" };
      if (!(await runs.latest("offsite", { ok: true }))) return { drill: "no off-site copy yet" };
      const last = await runs.latest("drill");
      if (last && at.getTime() - new Date(last.at).getTime() < drillEveryMs) return { drill: "not due", last: last.at };
      const report = await drill(actor);
      if (report && !report.ok) throw new ResticError(`the restore drill failed: ${report.problems.join("; ")}`);
      return { drill: "passed", snapshotId: report?.snapshotId, found: report?.found, images: report?.images };
    },
  };
}

/** A drill in one line, for the activity log. */
function drillSummary(report: DrillReport): string {
  const what = report.snapshotId ? `snapshot ${report.snapshotId}${report.backupName ? ` (backup ${report.backupName})` : ""}` : "no snapshot";
  if (!report.ok) return `${what}: ${report.problems.join("; ")}`.slice(0, 300);
  const found = report.found!;
  return `${what}: ${found.posts} posts, ${found.comments} comments, ${found.messages} messages as recorded; ${report.images?.present ?? 0} image files present`;
}

/**
 * The rows a backup holds, counted in its own database: the live database's at the backup's moment. A backup whose
 * database cannot be read still goes off-site (it is all there is); its drill then says no counts were recorded.
 */
function countsIn(folder: string): RowCounts | null {
  try {
    const sqlite = new BetterSqlite3(path.join(folder, backupDatabaseFile), { readonly: true, fileMustExist: true });
    try {
      return rowCounts(sqlite);
    } finally {
      sqlite.close();
    }
  } catch {
    return null;
  }
}
