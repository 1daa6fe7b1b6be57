import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { backupTime, createBackup, listBackups, pruneBackups } from "../backups/backup.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Services } from "../services/index.ts";
import { scheduleDaily } from "./daily.ts";
import { startOutboxSender } from "./outbox-sender.ts";

const dayMs = 24 * 3600 * 1000;

type JobDeps = { sqlite: BetterSqlite3.Database; services: Services; mailer: Mailer; config: Config; logger: Logger };

/**
 * The process's background work (ARCHITECTURE.md "Background work in one place"): at start-up and every night at
 * 03:00 India time the backup, the retention purge of old messages and the activity log's one-year purge; at midnight
 * in India the page cache is emptied (the structured data counts days off from today); all the time, the outbox sender of the doctor's notification e-mails. Answers the function that stops them.
 */
export function startJobs({ sqlite, services, mailer, config, logger }: JobDeps): () => Promise<void> {
  const uploadsDir = path.join(config.dataDir, "uploads");
  const stopDaily = scheduleDaily(
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
        name: "retention",
        at: { hour: 3, minute: 0 },
        async run() {
          return { ...(await services.retention.purge(new Date())), retentionDays: services.retention.retentionDays };
        },
      },
      {
        // The home and about pages' structured data names the clinics' days off in the next 14 days, counted from
        // the render; a cached page must not carry yesterday's fortnight into a new day.
        name: "new-day",
        at: { hour: 0, minute: 0 },
        async run() {
          services.content.changed();
          return { pages: "forgotten" };
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
  const sender = config.notifications
    ? startOutboxSender({ outbox: services.outbox, mailer, config: config.notifications, siteUrl: config.siteUrl, logger })
    : null;
  if (!config.notifications) logger.info("notification e-mails are off (SMTP_URL is not set)");
  return async () => {
    stopDaily();
    await sender?.stop();
  };
}
