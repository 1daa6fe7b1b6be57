// npm run backup: a consistent copy of DATA_DIR's database and images into a new folder of BACKUP_DIR
// (default DATA_DIR/backups), safe while the server runs. Prints the folder; keeps the newest BACKUP_KEEP. With
// BACKUP_REPOSITORY set, copies it off-site as the nightly backup does.
import { existsSync } from "node:fs";
import path from "node:path";
import { createBackup, pruneBackups } from "../server/backups/backup.ts";
import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import { createOffsiteBackups } from "../server/services/offsite-backups.ts";
import { now, setClockOffset } from "../server/db/clock.ts";
import { databaseFile, openDatabase } from "../server/db/connection.ts";
import { createActivityService } from "../server/services/activity.ts";
import { createBackupRuns } from "../server/services/backup-runs.ts";
import { createOutbox } from "../server/services/outbox.ts";

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  exitWith(error instanceof ConfigError ? error.message : String(error));
}

setClockOffset(config.clockOffsetSeconds);
const file = databaseFile(config.dataDir);
if (!existsSync(file)) exitWith(`There is no database at ${file}. Is DATA_DIR right?`);

// The snapshot is read on a connection of its own: the running server's writes carry on while it is taken.
const { folder, images } = await createBackup(file, path.join(config.dataDir, "uploads"), config.backupDir, now());
const removed = await pruneBackups(config.backupDir, config.backupKeep);
console.error(`Backed up the database and ${images} image${images === 1 ? "" : "s"}${removed.length ? `; removed ${removed.length} older backup(s)` : ""}.`);
if (config.offsite) {
  // Its own connection beside the server's, as the snapshot's: the copy is recorded where the dashboard reads it.
  const database = openDatabase(config.dataDir);
  try {
    // It only queues a failed copy's alert; the running server's sender composes and sends it.
    const composesNothing = () => Promise.reject(new Error("npm run backup sends no e-mail"));
    const outbox = createOutbox(database.db, { enabled: config.notifications !== null, journalTitle: composesNothing });
    const runs = createBackupRuns(database.db, outbox, { configured: true });
    const offsite = createOffsiteBackups({ config: config.offsite, runs, activity: createActivityService(database.db) });
    const outcome = await offsite.copy(folder, "npm run backup");
    console.error(`Copied off-site as snapshot ${String(outcome.snapshotId)}.`);
  } catch (error) {
    exitWith((error as Error).message);
  } finally {
    await database.close();
  }
}
console.log(folder);
