import express from "express";
import type { AppDeps } from "../app-deps.ts";
import { route } from "./http.ts";

/**
 * `GET /api/health` for the proxy and the service manager: 200 when the database answers a read, 503 otherwise, and
 * 503 `degraded` while writes fail because the disk is full, or less room is free than they need (server/disk/watch.ts). Reads, signing in and deleting still work then, so a
 * proxy that stops sending visitors on anything but 2xx (Caddy's `health_uri`) asks `?proxy` and is answered 200
 * `degraded`: the doctor can still sign in to make room.
 * It needs no session and says nothing about the version, the paths or the error, which go to the log only. Its
 * answer is the plain `{ status }` that monitoring tools expect, not API.md's envelope, so it is no `endpoint()`.
 */
export function healthRoutes({ services, logger, disk }: AppDeps): express.Router {
  const router = express.Router();
  route(router, "/health", {
    GET: async (req, res) => {
      try {
        await services.stats.ping();
        if (disk.writesAtRisk()) res.status(req.query.proxy === undefined ? 503 : 200).json({ status: "degraded" });
        else res.json({ status: "ok" });
      } catch (error) {
        logger.error({ err: error }, "health check: the database did not answer");
        res.status(503).json({ status: "unavailable" });
      }
    },
  });
  return router;
}
