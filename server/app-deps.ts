import type { Config } from "./config.ts";
import type { ImageStore } from "./images/store.ts";
import type { Logger } from "./logger.ts";
import type { Services } from "./services/index.ts";

/** What the Express app and its API routers are built from; its own module so neither imports the other. */
export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  images: ImageStore;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
};
