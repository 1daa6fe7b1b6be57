import "react-router";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { requestContext } from "../app/context.ts";
import { createApiRouter } from "./api/index.ts";
import type { Config } from "./config.ts";
import type { ImageStore } from "./images/store.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { securityHeaders } from "./security.ts";
import type { Services } from "./services/index.ts";

export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  images: ImageStore;
  /** E-mail to the doctor (NOTIFY_EMAIL), for the back office's test e-mail; the outbox sender has its own use of it. */
  mailer: Mailer;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
};

export function createApp(deps: AppDeps): express.Express {
  const { config, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders(config));
  app.use(compression());

  if (deps.clientDir) {
    // File names under assets/ carry a content hash, so they never change.
    app.use("/assets", express.static(path.join(deps.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(deps.clientDir, { maxAge: "1h", index: false }));
  }
  app.use("/uploads", deps.images.staticHandler());
  app.use("/api", createApiRouter(deps));

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: config.production ? "production" : "development",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          services: deps.services,
          logger,
          siteUrl: config.siteUrl,
          retentionDays: config.retentionDays,
          nonce: String(res.locals.cspNonce ?? ""),
        });
        return context;
      },
    }),
  );

  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    logger.error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}
