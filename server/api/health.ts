import express from "express";
import type { AppDeps } from "../app-deps.ts";

/**
 * `GET /api/health` for the proxy and the service manager: 200 when the database answers a read, 503 otherwise.
 * It needs no session and says nothing about the version, the paths or the error, which go to the log only.
 */
export function healthRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  router.get("/health", async (_req, res) => {
    try {
      await services.stats.ping();
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check: the database did not answer");
      res.status(503).json({ status: "unavailable" });
    }
  });
  return router;
}
