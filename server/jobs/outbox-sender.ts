import type { NotificationConfig } from "../config.ts";
import { now } from "../db/clock.ts";
import type { Logger } from "../logger.ts";
import { type Mailer, mailErrorCode } from "../mail/mailer.ts";
import { notificationMail } from "../mail/notification-mail.ts";
import type { Outbox } from "../services/outbox.ts";

/** Retries stop this long after the message arrived (the issue asks for at least a day). */
const giveUpAfterMs = 3 * 24 * 60 * 60 * 1000;

/**
 * The wait before retry number `attempts`: the first delay, doubled each time, at most 60 times the first.
 * @internal Exported for its tests only.
 */
export function retryDelayMs(attempts: number, firstDelaySeconds: number): number {
  const doubled = firstDelaySeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, firstDelaySeconds * 60) * 1000;
}

type SenderDeps = {
  outbox: Outbox;
  mailer: Mailer;
  config: NotificationConfig;
  siteUrl: string;
  logger: Logger;
  clock?: () => Date;
};

/**
 * Sends the outbox: at start-up, whenever a new message was answered, and when the next retry is due. One run at a
 * time; a wake-up during a run makes it look again. Rows live in the database, so a restart loses nothing.
 */
export function startOutboxSender({ outbox, mailer, config, siteUrl, logger, clock = now }: SenderDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue(): Promise<void> {
    for (;;) {
      const now = clock();
      const batch = await outbox.due(now);
      for (const entry of batch) {
        if (stopped) return;
        const message = await outbox.messageOf(entry);
        if (!message) {
          // Deleted before the e-mail went (by the admin, an erasure or retention): nothing left to tell.
          await outbox.sent(entry.id);
          continue;
        }
        try {
          await mailer.send(notificationMail(message, { siteUrl, includeText: config.includeText }));
          await outbox.sent(entry.id);
          logger.info({ kind: entry.kind, urgent: "urgent" in message && message.urgent, attempts: entry.attempts + 1 }, "notification e-mail sent");
        } catch (error) {
          const attempts = entry.attempts + 1;
          const failedAt = clock();
          const expired = failedAt.getTime() - new Date(entry.createdAt).getTime() >= giveUpAfterMs;
          const retryAt = expired ? null : new Date(failedAt.getTime() + retryDelayMs(attempts, config.retrySeconds));
          const code = mailErrorCode(error);
          await outbox.failed(entry.id, { attempts, retryAt, error: code, now: failedAt });
          logger.warn(
            { kind: entry.kind, attempts, error: code, retryAt: retryAt?.toISOString() ?? null },
            expired ? "notification e-mail given up" : "notification e-mail not sent, will retry",
          );
        }
      }
      if (batch.length === 0 || stopped) return;
    }
  }

  async function scheduleNext(): Promise<void> {
    clearTimeout(timer);
    if (stopped) return;
    const next = await outbox.nextAttemptAt();
    if (!next) return;
    timer = setTimeout(wake, Math.max(0, next.getTime() - clock().getTime()));
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
          await scheduleNext();
        } catch (error) {
          logger.error({ err: error }, "notification sender failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  const unsubscribe = outbox.onAnnounce(wake);
  wake();

  return {
    /** Stops sending; resolves once the e-mail in flight (if any) is finished and recorded. */
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
