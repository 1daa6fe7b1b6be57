import "react-router";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.ts";
import { createApiRouter } from "./api/index.ts";
import type { AppDeps } from "./app-deps.ts";
import type { Logger } from "./logger.ts";
import { securityHeaders } from "./security.ts";

const pageMethods = new Set(["GET", "HEAD"]);

/**
 * Pages have no actions: any other method (POST, TRACE, OPTIONS…) is a client's mistake or a probe, answered
 * 405 before it reaches React Router, which would otherwise treat it as a failed action and log a stack.
 */
function pagesOnlyRead(logger: Logger): express.RequestHandler {
  return (req, res, next) => {
    if (pageMethods.has(req.method)) return next();
    logger.debug({ method: req.method, url: req.originalUrl }, "page method not allowed");
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).type("text/plain").send("This page can only be read (GET or HEAD).");
  };
}

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
  app.use(pagesOnlyRead(logger));

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
