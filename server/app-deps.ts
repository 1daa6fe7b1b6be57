import type { Config } from "./config.ts";
import type { DiskWatch } from "./disk/watch.ts";
import type { ImageStore } from "./images/store.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Services } from "./services/index.ts";

/** What the Express app and its API routers are built from; its own module so neither imports the other. */
export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  images: ImageStore;
  /** The free space under DATA_DIR, and whether writes fail for want of it. */
  disk: DiskWatch;
  /** E-mail to the doctor (NOTIFY_EMAIL), for the back office's test e-mail; the outbox sender has its own use of it. */
  mailer: Mailer;
  /**
   * The process's one settable clock (db/clock.ts), handed to the pages: the built page bundle holds its own copy of
   * every module it imports, whose clock CLOCK_OFFSET_SECONDS never moved.
   */
  now: () => Date;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
};
