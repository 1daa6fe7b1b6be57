import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Services } from "../services/index.ts";
import { startOutboxSender } from "./outbox-sender.ts";
import { startRetention } from "./retention.ts";

/** The background work of the process (ARCHITECTURE.md "Background work in one place"). */
export async function startJobs({ services, mailer, config, logger }: { services: Services; mailer: Mailer; config: Config; logger: Logger }) {
  const retention = startRetention({ retention: services.retention, logger });
  await retention.started;
  const sender = config.notifications
    ? startOutboxSender({ outbox: services.outbox, mailer, config: config.notifications, siteUrl: config.siteUrl, logger })
    : null;
  if (!config.notifications) logger.info("notification e-mails are off (SMTP_URL is not set)");
  return {
    async stop(): Promise<void> {
      retention.stop();
      await sender?.stop();
    },
  };
}
