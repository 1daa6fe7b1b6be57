import { sql } from "kysely";
import type { BackupAlert, BackupRun, OffsiteStatus, RowCounts } from "#app/lib/domain.ts";
import { now } from "../db/clock.ts";
import type { Db } from "../db/connection.ts";
import { newId } from "../db/ids.ts";
import type { Outbox } from "./outbox.ts";

type BackupRunKind = BackupRun["kind"];

/** With no off-site copy for this long, the doctor is told. */
const backupOverdueMs = 48 * 3600 * 1000;
/** The drill runs weekly; a day's grace before a missing one is a problem. */
const drillOverdueMs = 8 * 24 * 3600 * 1000;

/** The record of off-site copies and restore drills, what the dashboard makes of it, and the e-mails it sends. */
export function createBackupRuns(db: Db, outbox: Outbox, { configured }: { configured: boolean }) {
  const select = () => db.selectFrom("backup_runs").selectAll();
  const toRun = (row: Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirstOrThrow"]>>): BackupRun => ({
    id: row.id,
    kind: row.kind,
    at: row.at,
    ok: row.ok === 1,
    snapshotId: row.snapshot_id,
    backupName: row.backup_name,
    counts: row.posts === null ? null : { posts: row.posts, comments: row.comments ?? 0, messages: row.messages ?? 0 },
    images: row.images,
    detail: row.detail,
  });

  async function latest(kind: BackupRunKind, { ok }: { ok?: boolean } = {}): Promise<BackupRun | null> {
    const row = await select()
      .where("kind", "=", kind)
      .$if(ok !== undefined, (query) => query.where("ok", "=", ok ? 1 : 0))
      .orderBy("at", "desc")
      .orderBy(sql`rowid`, "desc")
      .executeTakeFirst();
    return row ? toRun(row) : null;
  }

  async function firstRunAt(): Promise<string | null> {
    const row = await db
      .selectFrom("backup_runs")
      .select((eb) => eb.fn.min("at").as("first"))
      .executeTakeFirst();
    return row?.first ?? null;
  }

  async function status(at = now()): Promise<OffsiteStatus> {
    const [lastBackup, lastSuccess, lastDrill, lastGoodDrill, first] = await Promise.all([
      latest("offsite"),
      latest("offsite", { ok: true }),
      latest("drill"),
      latest("drill", { ok: true }),
      firstRunAt(),
    ]);
    const problems: OffsiteStatus["problems"] = [];
    if (configured) {
      const since = (iso: string | null | undefined) => (iso ? at.getTime() - new Date(iso).getTime() : 0);
      if (lastBackup && !lastBackup.ok) problems.push({ alert: "backup-failed", text: `The last off-site backup failed: ${lastBackup.detail}` });
      if (since(lastSuccess?.at ?? first) > backupOverdueMs)
        problems.push({ alert: "backup-overdue", text: "No off-site backup has succeeded for more than 48 hours." });
      if (lastDrill && !lastDrill.ok) problems.push({ alert: "drill-failed", text: `The last restore drill failed: ${lastDrill.detail}` });
      else if (lastSuccess && since(lastGoodDrill?.at ?? first) > drillOverdueMs) {
        problems.push({ alert: "drill-overdue", text: "No restore drill has passed for more than 8 days." });
      }
    }
    return { configured, lastBackup, lastSuccessAt: lastSuccess?.at ?? null, lastDrill, problems };
  }

  return {
    async record(run: Omit<BackupRun, "id" | "at">, at = now()): Promise<BackupRun> {
      const id = newId();
      await db
        .insertInto("backup_runs")
        .values({
          id,
          kind: run.kind,
          at: at.toISOString(),
          ok: run.ok ? 1 : 0,
          snapshot_id: run.snapshotId,
          backup_name: run.backupName,
          posts: run.counts?.posts ?? null,
          comments: run.counts?.comments ?? null,
          messages: run.counts?.messages ?? null,
          images: run.images,
          detail: run.detail.slice(0, 1000),
        })
        .execute();
      return { ...run, id, at: at.toISOString() };
    },

    latest,
    status,

    /** Whether the local backup of this name is already off-site. */
    async copied(backupName: string): Promise<boolean> {
      const row = await select().where("kind", "=", "offsite").where("ok", "=", 1).where("backup_name", "=", backupName).executeTakeFirst();
      return row !== undefined;
    },

    /** The rows the live database held when the backup behind this snapshot was made. */
    async countsAtBackup(snapshotId: string, backupName: string | null): Promise<RowCounts | null> {
      const row = await select()
        .where("kind", "=", "offsite")
        .where("ok", "=", 1)
        .where((eb) => (backupName ? eb.or([eb("snapshot_id", "=", snapshotId), eb("backup_name", "=", backupName)]) : eb("snapshot_id", "=", snapshotId)))
        .orderBy("at", "desc")
        .executeTakeFirst();
      return row ? toRun(row).counts : null;
    },

    /**
     * Queues one e-mail per problem and episode: a problem already told about is not told again until it has been
     * over (the next success starts a new episode). `only` limits it to the alerts a run just settled. Answers the
     * alerts queued now.
     */
    async alert(only?: BackupAlert[], at = now()): Promise<BackupAlert[]> {
      const problems = (await status(at)).problems.filter(({ alert }) => !only || only.includes(alert));
      const [lastSuccess, lastGoodDrill] = await Promise.all([latest("offsite", { ok: true }), latest("drill", { ok: true })]);
      const queued: BackupAlert[] = [];
      for (const { alert } of problems) {
        const episode = (alert.startsWith("drill") ? lastGoodDrill?.id : lastSuccess?.id) ?? "none";
        const key = `backup-alert:${alert}`;
        const told = await db.selectFrom("app_state").select("value").where("key", "=", key).executeTakeFirst();
        if (told?.value === episode) continue;
        await db
          .insertInto("app_state")
          .values({ key, value: episode })
          .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: episode }))
          .execute();
        await outbox.addBackupAlert(alert, at);
        queued.push(alert);
      }
      return queued;
    },
  };
}

export type BackupRuns = ReturnType<typeof createBackupRuns>;
