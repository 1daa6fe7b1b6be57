import "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild, createRequestHandler as createFetchHandler } from "react-router";
import { requestContext } from "#app/context.ts";
import { clientAddress } from "./api/http.ts";
import { compressedAssets } from "./compressed-assets.ts";
import { drainWaitsBehindOneListener } from "./compression-drain.ts";
import type { AppDeps } from "./app-deps.ts";
import type { Logger } from "./logger.ts";
import { messageAreaScripts } from "./message-area-scripts.ts";
import { createPageFiles } from "./page-files.ts";
import { type RenderedPage, createPageCache, defaultCacheControl, isUncachedPath, publicPageCacheControl } from "./page-cache.ts";
import { assetHeaders, securityHeaders } from "./security.ts";

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

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export type SiteHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * The page handler's app. `api` is the router of /api, built by server.ts outside this bundle, so the API and the
 * services it calls are one module graph with the process (one ImageError class, one of everything).
 * A page held in the page cache is answered before Express: its routing and request set-up cost as much as
 * sending the page.
 */
export function createApp(deps: AppDeps, api: express.Router): SiteHandler {
  const { config, logger } = deps;
  // Development rebuilds the app for every request from changing sources: nothing there is worth keeping.
  const cacheEnabled = config.pageCache.enabled && config.production;
  const pageCache = createPageCache({
    enabled: cacheEnabled,
    maxBytes: config.pageCache.maxBytes,
    trustedProxyHops: config.trustProxy,
    logger,
    // A new, empty generation at every start: the last process's pages may name another build's scripts.
    files: cacheEnabled && config.pageCache.files ? createPageFiles({ dir: path.join(config.dataDir, "pages"), logger, now: deps.now }) : null,
  });
  // Every write declared to change what a public page shows raises this signal, before its answer leaves.
  deps.services.changeSignal.subscribe(pageCache.clear);
  const mode = config.production ? "production" : "development";
  const pageMessageScripts = messageAreaScripts(deps.clientDir);
  const loadContext = (req: express.Request, nonce: string, wholeDocument: boolean) => {
    const context = new RouterContextProvider();
    const documentHtml = req.path.endsWith(".data") ? null : new Map<string, string>();
    context.set(requestContext, {
      services: deps.services,
      logger,
      siteUrl: config.siteUrl,
      retentionDays: config.retentionDays,
      clientAddress: clientAddress(req),
      now: deps.now,
      messageAreaScripts: pageMessageScripts,
      nonce,
      wholeDocument,
      documentHtml,
    });
    return context;
  };
  const renderPage = createFetchHandler(loadBuild, mode);
  // One render for every visitor: no cookies or credentials go in, so nothing personal comes out.
  const renderForCache = async (req: express.Request): Promise<RenderedPage> => {
    const url = new URL(req.originalUrl, config.siteUrl);
    const response = await renderPage(new Request(url, { headers: { accept: req.get("accept") ?? "*/*" } }), loadContext(req, "", true));
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // First in the app: a public page that `serveStored` did not have is marked here, so `fill` stores it once rendered.
  app.use(pageCache.markCacheable);
  if (deps.clientDir) {
    // File names under assets/ carry a content hash, so they never change.
    const assetsDir = path.join(deps.clientDir, "assets");
    app.use("/assets", assetHeaders(), compressedAssets(assetsDir), express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }));
  }
  app.use(securityHeaders(config));
  app.use(compression(), drainWaitsBehindOneListener);

  if (deps.clientDir) app.use(express.static(deps.clientDir, { maxAge: "1h", index: false }));
  app.use("/uploads", deps.images.staticHandler());
  app.use("/api", api);
  app.use(pagesOnlyRead(logger));

  app.use(pageCache.fill(renderForCache));
  // Pages rendered per request: the back office is private, the public pages may sit in a shared cache.
  app.use((req, res, next) => defaultCacheControl(res, isUncachedPath(req.path) ? "no-store" : publicPageCacheControl, next));
  app.use(
    createRequestHandler({
      build: loadBuild,
      mode,
      getLoadContext: (req, res) => loadContext(req, String(res.locals.cspNonce ?? ""), false),
    }),
  );

  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    logger.error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return (req, res, next) => {
    if (!pageCache.serveStored(req, res)) app(req as express.Request, res as express.Response, next as express.NextFunction);
  };
}
