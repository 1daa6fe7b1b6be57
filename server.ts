import { type RequestListener, createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApiRouter } from "./server/api/index.ts";
import type { AppDeps } from "./server/app-deps.ts";
import { type Config, ConfigError, configWarnings, loadConfig } from "./server/config.ts";
import { now, setClockOffset } from "./server/db/clock.ts";
import { openDatabase, requestBusyTimeoutMs } from "./server/db/connection.ts";
import { createDiskWatch } from "./server/disk/watch.ts";
import { createImageStore } from "./server/images/store.ts";
import { startJobs } from "./server/jobs/index.ts";
import { createLogger } from "./server/logger.ts";
import { createRenderPool } from "./server/markdown/render-pool.ts";
import { createMailer } from "./server/mail/mailer.ts";
import { prepareData } from "./server/services/bootstrap.ts";
import { createServices } from "./server/services/index.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

setClockOffset(config.clockOffsetSeconds);
const logger = createLogger(config.logLevel);
for (const warning of configWarnings(config)) logger.warn(warning);
const database = openDatabase(config.dataDir);
const disk = createDiskWatch({ dataDir: config.dataDir, logger });
disk.start();
const images = createImageStore(path.join(config.dataDir, "uploads"), logger);
const renderer = createRenderPool(config.markdownWorker ? { worker: pathToFileURL(config.markdownWorker) } : {});
const services = createServices({ db: database.db, images, config, renderer, logger });
await prepareData({ services, config, logger });
database.sqlite.pragma(`busy_timeout = ${requestBusyTimeoutMs}`);
const mailer = createMailer(config.notifications);

const deps: AppDeps = { config, logger, services, images, disk, mailer, now };
// The API is built here, outside the page bundle, so it and the services are one module graph with the process.
const api = createApiRouter(deps);
// No Express app of its own here: createApp's app answers every request (and switches X-Powered-By off); in
// development Vite's middleware answers its own files first.
let handler: RequestListener;

if (config.production) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildEntry = path.join(buildDir, "server/index.js");
  const { createApp } = (await import(buildEntry)) as typeof import("./server/app.ts");
  handler = createApp({ ...deps, clientDir: path.join(buildDir, "client") }, api);
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  devServer.middlewares.use(async (req, res, next) => {
    try {
      const { createApp } = (await devServer.ssrLoadModule("./server/app.ts")) as typeof import("./server/app.ts");
      createApp(deps, api)(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  handler = devServer.middlewares;
}

const server = createServer(
  {
    // Slow clients hold a socket each: the headers must arrive within 10 s and the whole request within 30 s,
    // checked every second rather than Node's default 30 s, so slowloris sockets are dropped on time.
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
  },
  handler,
);
// Beyond this many open sockets new ones are closed at once, before the process runs out of file descriptors.
server.maxConnections = config.maxConnections;
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, url: `http://localhost:${port}` }, "listening");
});

const stopJobs = startJobs({ services, mailer, config, logger });

process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const jobsStopped = stopJobs();
  // close() stops accepting and calls back once the requests in flight have finished.
  server.close(async () => {
    await jobsStopped;
    // Page views of the requests that finished after the jobs stopped.
    await services.insights.flush();
    await database.close();
    await renderer.close();
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
