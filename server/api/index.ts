import express from "express";
import type { AppDeps } from "../app-deps.ts";
import { adminRoutes } from "./admin/index.ts";
import { authRoutes } from "./auth.ts";
import { healthRoutes } from "./health.ts";
import { apiErrors, jsonBody, unknownRoute } from "./http.ts";
import { insightRoutes } from "./insights.ts";
import { publicRoutes } from "./public.ts";
import { loadSession } from "./session.ts";

/** The JSON API of API.md, mounted at /api. */
export function createApiRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    // Answers change with every write and some are private: no cache keeps them.
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(healthRoutes(deps));
  router.use(loadSession(deps.services));
  // The session is checked before the body is read, so an unauthenticated call costs nothing.
  router.use("/admin", adminRoutes(deps));
  router.use(insightRoutes(deps));
  router.use(jsonBody);
  router.use(publicRoutes(deps));
  router.use(authRoutes(deps));
  router.use(unknownRoute);
  router.use(apiErrors(deps.logger, deps.disk));
  return router;
}
