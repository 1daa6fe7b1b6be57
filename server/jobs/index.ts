import { now } from "../db/clock.ts";
import path from "node:path";
import { backupTime, createBackup, listBackups, pruneBackups } from "../backups/backup.ts";
import { roomForBackup } from "../backups/free-space.ts";
import type { Config } from "../config.ts";
import { databaseFile } from "../db/connection.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Services } from "../services/index.ts";
import { type DailyJob, scheduleDaily } from "./daily.ts";
import { startOutboxSender } from "./outbox-sender.ts";
import { startScheduledPublishing } from "./scheduled-posts.ts";

const dayMs = 24 * 3600 * 1000;

/** Who the activity log names for the nightly backup's off-site copy. */
const nightlyActor = "nightly backup";

type JobDeps = { services: Services; mailer: Mailer; config: Config; logger: Logger };

/**
 * The process's background work (ARCHITECTURE.md "Background work in one place"): at start-up and every night at
 * 03:00 India time the backup (and its off-site copy), at 04:00 the weekly restore drill when due, the retention purge of old messages, the activity log's one-year purge, the
 * removal of images nothing uses any more (practice photos and post pictures) and the folding of insights older than 90
 * days; at midnight in India the emptying of the page cache (the structured data counts days off from today); every
 * hour, the deletion of insight salts older than 48 hours; all the time, the publishing of scheduled posts at their
 * time and the outbox sender of the doctor's
 * notification e-mails. Answers the function that stops them.
 */
export function startJobs({ services, mailer, config, logger }: JobDeps): () => Promise<void> {
  const stopDaily = scheduleDaily(dailyJobs({ services, config }), { logger, changeSignal: services.changeSignal });
  const stopScheduling = startScheduledPublishing({ services, logger });
  const sender = config.notifications
    ? startOutboxSender({ outbox: services.outbox, mailer, config: config.notifications, siteUrl: config.siteUrl, logger })
    : null;
  if (!config.notifications) logger.info("notification e-mails are off (SMTP_URL is not set)");
  // A day's salt must be gone 48 hours after it was made, whatever the time of the nightly run.
  const salts = setInterval(() => {
    services.insights.purgeSalts().catch((error: unknown) => logger.error({ err: error }, "could not delete old insight salts"));
  }, 3600 * 1000);
  salts.unref();
  // "No off-site backup for 48 hours" becomes true with nothing running: look hourly (each alert goes out once).
  const backupAlerts = setInterval(() => {
    if (services.offsite.configured)
      services.backupRuns.alert().catch((error: unknown) => logger.error({ err: error }, "could not check the off-site backups"));
  }, 3600 * 1000);
  backupAlerts.unref();
  if (!services.offsite.configured) logger.info("off-site backups are off (BACKUP_REPOSITORY is not set)");
  return async () => {
    stopDaily();
    stopScheduling();
    clearInterval(salts);
    clearInterval(backupAlerts);
    await sender?.stop();
    await services.insights.stop();
  };
}

/**
 * The nightly and midnight jobs, each declaring what its run changes of the public pages.
 * @internal Exported for the test that walks every write (tests/api/every-write.test.ts).
 */
export function dailyJobs({ services, config }: Pick<JobDeps, "services" | "config">): DailyJob[] {
  const uploadsDir = path.join(config.dataDir, "uploads");
  return [
    {
      name: "backup",
      at: { hour: 3, minute: 0 },
      invalidates: "nothing",
      async run() {
        const [newest] = await listBackups(config.backupDir);
        // At start-up this catches up on a missed night; at 03:00 the last one is about a day old.
        if (newest && now().getTime() - backupTime(newest).getTime() < dayMs - 3600 * 1000) {
          return { skipped: "made within the last day", newest, ...(await services.offsite.copy(newest, nightlyActor)) };
        }
        const room = await roomForBackup(databaseFile(config.dataDir), config.backupDir);
        if (!room.enough) {
          return { warning: "backup skipped: the disk has less free space than the database needs", freeBytes: room.freeBytes, neededBytes: room.neededBytes };
        }
        const { folder, images } = await createBackup(databaseFile(config.dataDir), uploadsDir, config.backupDir, now());
        const removed = await pruneBackups(config.backupDir, config.backupKeep);
        return { folder, images, removed: removed.length, ...(await services.offsite.copy(folder, nightlyActor)) };
      },
    },
    {
      // Weekly, checked daily against the last drill's time, so a server that was down on the day catches up.
      name: "restore-drill",
      at: { hour: 4, minute: 0 },
      invalidates: "nothing",
      run: () => services.offsite.drillIfDue("weekly restore drill"),
    },
    {
      name: "retention",
      at: { hour: 3, minute: 0 },
      // Only messages and held comments, which no page shows.
      invalidates: "nothing",
      async run() {
        return { ...(await services.retention.purge(now())), retentionDays: services.retention.retentionDays };
      },
    },
    {
      // The home and about pages' structured data names the clinics' days off in the next 14 days, counted from
      // the render; a cached page must not carry yesterday's fortnight into a new day.
      name: "new-day",
      at: { hour: 0, minute: 0 },
      invalidates: "public pages",
      async run() {
        return { pages: "forgotten" };
      },
    },
    {
      name: "activity-retention",
      at: { hour: 3, minute: 0 },
      invalidates: "nothing",
      async run() {
        return { removed: await services.activity.purgeOld() };
      },
    },
    {
      // Images nothing names any more: practice photos and post pictures uploaded in edits never saved, and post
      // pictures no section or revision uses (images.ts removeUnreferenced), each after a day's grace.
      name: "unused-images",
      at: { hour: 3, minute: 0 },
      invalidates: "nothing",
      async run() {
        return { removed: await services.practice.removeUnsavedImages(now()) };
      },
    },
    {
      name: "insights-fold",
      at: { hour: 3, minute: 0 },
      invalidates: "nothing",
      async run() {
        return { daysFolded: await services.insights.fold(), saltsRemoved: await services.insights.purgeSalts() };
      },
    },
  ];
}
