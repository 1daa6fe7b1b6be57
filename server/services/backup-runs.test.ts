import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { createBackupRuns } from "./backup-runs.ts";
import { createOutbox } from "./outbox.ts";

const hourMs = 3600 * 1000;
const counts = { posts: 3, comments: 4, messages: 5 };
const copied = { kind: "offsite" as const, ok: true, snapshotId: "0123abcd", backupName: "2026-11-20T21-30-00Z", counts, images: null, detail: "" };
const drilled = { ...copied, kind: "drill" as const, images: 12 };

// A real SQLite file in a temporary directory; only the clock is moved.
let dataDir: string;
let database: DatabaseHandle;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "backup-runs-test-"));
  database = openDatabase(dataDir);
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const queuedAlerts = () =>
  database.sqlite
    .prepare("SELECT record_id FROM outbox WHERE kind = 'backup' ORDER BY rowid")
    .all()
    .map((row) => (row as { record_id: string }).record_id);

describe("backupRuns.alert", () => {
  it("tells of no off-site copy for 48 hours once, and again only after a copy ended the first episode", async () => {
    const runs = createBackupRuns(database.db, createOutbox(database.db, { enabled: true, journalTitle: async () => "The Wellness Journal" }), {
      configured: true,
    });
    const start = new Date("2026-11-20T21:30:00Z");
    await runs.record(copied, start);
    await runs.record(drilled, start);

    expect(await runs.alert(undefined, new Date(start.getTime() + 47 * hourMs))).toEqual([]);
    expect(await runs.alert(undefined, new Date(start.getTime() + 49 * hourMs))).toEqual(["backup-overdue"]);
    expect(await runs.alert(undefined, new Date(start.getTime() + 50 * hourMs))).toEqual([]);
    expect((await runs.status(new Date(start.getTime() + 50 * hourMs))).problems.map((problem) => problem.alert)).toEqual(["backup-overdue"]);

    await runs.record(copied, new Date(start.getTime() + 51 * hourMs));
    expect((await runs.status(new Date(start.getTime() + 52 * hourMs))).problems).toEqual([]);
    expect(await runs.alert(undefined, new Date(start.getTime() + 100 * hourMs))).toEqual(["backup-overdue"]);
    expect(queuedAlerts()).toEqual(["backup-overdue", "backup-overdue"]);
  });

  it("tells of a failed copy once however often it fails, and of a drill not passed for 8 days", async () => {
    const runs = createBackupRuns(database.db, createOutbox(database.db, { enabled: true, journalTitle: async () => "The Wellness Journal" }), {
      configured: true,
    });
    const start = new Date("2026-11-20T21:30:00Z");
    await runs.record(copied, start);
    await runs.record(drilled, start);
    for (const hours of [24, 25, 26]) {
      await runs.record({ ...copied, ok: false, snapshotId: null, detail: "restic backup exited with 1" }, new Date(start.getTime() + hours * hourMs));
      await runs.alert(["backup-failed"], new Date(start.getTime() + hours * hourMs));
    }
    expect(queuedAlerts()).toEqual(["backup-failed"]);
    const late = new Date(start.getTime() + 9 * 24 * hourMs);
    await runs.record(copied, late);
    expect((await runs.status(late)).problems.map((problem) => problem.alert)).toEqual(["drill-overdue"]);
  });

  it("says nothing while off-site copies are not set up", async () => {
    const runs = createBackupRuns(database.db, createOutbox(database.db, { enabled: true, journalTitle: async () => "The Wellness Journal" }), {
      configured: false,
    });
    expect(await runs.status()).toMatchObject({ configured: false, lastBackup: null, lastDrill: null, problems: [] });
    expect(await runs.alert()).toEqual([]);
  });
});
