import express from "express";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, jsonBody, ok } from "../http.ts";
import { requireAdmin } from "../session.ts";
import { adminActivityRoutes } from "./activity.ts";
import { adminBackupRoutes } from "./backup.ts";
import { adminBlogRoutes } from "./blogs.ts";
import { adminCommentRoutes } from "./comments.ts";
import { adminContactRoutes } from "./contacts.ts";
import { adminMediaRoutes } from "./media.ts";
import { adminNotificationRoutes } from "./notifications.ts";
import { adminPrivacyRoutes } from "./privacy.ts";
import { adminPracticeRoutes } from "./practice.ts";

/** Everything under /api/admin: refused with 401 before anything else without a valid session. */
export function adminRoutes(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(requireAdmin(deps.config), jsonBody);

  endpoint(router, "/stats", {
    GET: async (_req, res) => ok(res, await deps.services.stats.dashboard()),
  });
  router.use(adminBlogRoutes(deps));
  router.use(adminCommentRoutes(deps));
  router.use(adminContactRoutes(deps));
  router.use(adminMediaRoutes(deps));
  router.use(adminPracticeRoutes(deps));
  router.use(adminActivityRoutes(deps));
  router.use(adminBackupRoutes(deps));
  router.use(adminPrivacyRoutes(deps));
  router.use(adminNotificationRoutes(deps));
  return router;
}
