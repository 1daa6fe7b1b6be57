import type { Server } from "node:http";
import path from "node:path";
import express from "express";
import type { AppDeps } from "./server/app.ts";
import { ConfigError, loadConfig } from "./server/config.ts";
import { openDatabase } from "./server/db/connection.ts";
import { createImageStore } from "./server/images/store.ts";
import { startJobs } from "./server/jobs/index.ts";
import { createLogger } from "./server/logger.ts";
import { createMailer } from "./server/mail/mailer.ts";
import { prepareData } from "./server/services/bootstrap.ts";
import { createServices } from "./server/services/index.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const database = openDatabase(config.dataDir);
const images = createImageStore(path.join(config.dataDir, "uploads"), logger);
const services = createServices({ db: database.db, images, config });
await prepareData({ services, images, config, logger });
const mailer = createMailer(config.notifications);
const jobs = await startJobs({ services, mailer, config, logger });

const deps: AppDeps = { config, logger, services, images, mailer };
const app = express();
app.disable("x-powered-by");

if (config.production) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildEntry = path.join(buildDir, "server/index.js");
  const { createApp } = (await import(buildEntry)) as typeof import("./server/app.ts");
  app.use(createApp({ ...deps, clientDir: path.join(buildDir, "client") }));
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const { createApp } = (await devServer.ssrLoadModule("./server/app.ts")) as typeof import("./server/app.ts");
      createApp(deps)(req, res, next);
    } catch (error) {
      next(error);
    }
  });
}

const server: Server = app.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, url: `http://localhost:${port}` }, "listening");
});

process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // close() stops accepting and calls back once the requests in flight have finished.
  server.close(async () => {
    await jobs.stop();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
  // A keep-alive socket turns idle when its last response is sent; close it then rather than after its timeout.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    logger.error("forced exit after 10 s");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
