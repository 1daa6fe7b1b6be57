import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { backupTime, createBackup, listBackups, pruneBackups } from "../backups/backup.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Services } from "../services/index.ts";
import { scheduleDaily } from "./daily.ts";

const dayMs = 24 * 3600 * 1000;

/** The server's background work: the nightly backup and the activity log's one-year purge, both at 03:00 India time. */
export function startJobs({ sqlite, services, config, logger }: { sqlite: BetterSqlite3.Database; services: Services; config: Config; logger: Logger }) {
  const uploadsDir = path.join(config.dataDir, "uploads");
  return scheduleDaily(
    [
      {
        name: "backup",
        at: { hour: 3, minute: 0 },
        async run() {
          const [newest] = await listBackups(config.backupDir);
          // At start-up this catches up on a missed night; at 03:00 the last one is about a day old.
          if (newest && Date.now() - backupTime(newest).getTime() < dayMs - 3600 * 1000) return { skipped: "made within the last day", newest };
          const { folder, images } = await createBackup(sqlite, uploadsDir, config.backupDir);
          const removed = await pruneBackups(config.backupDir, config.backupKeep);
          return { folder, images, removed: removed.length };
        },
      },
      {
        name: "activity-retention",
        at: { hour: 3, minute: 0 },
        async run() {
          return { removed: await services.activity.purgeOld() };
        },
      },
    ],
    logger,
  );
}
