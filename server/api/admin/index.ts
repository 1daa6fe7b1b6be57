import express from "express";
import type { AppDeps } from "../../app-deps.ts";
import { adminCalls } from "#app/contract/admin/index.ts";
import { type Endpoints, endpoint, endpointDepsOf, endpointTable, mountEndpoints } from "../endpoint.ts";
import { jsonBody } from "../http.ts";
import { requireAdmin } from "../session.ts";
import { adminActivityEndpoints } from "./activity.ts";
import { adminBackupEndpoints } from "./backup.ts";
import { adminBlogEndpoints } from "./blogs.ts";
import { adminCommentEndpoints } from "./comments.ts";
import { adminContactEndpoints } from "./contacts.ts";
import { adminInsightEndpoints } from "./insights.ts";
import { adminMediaEndpoints } from "./media.ts";
import { adminNotificationEndpoints } from "./notifications.ts";
import { adminPracticeEndpoints } from "./practice.ts";
import { adminPrivacyEndpoints } from "./privacy.ts";
import { adminSecurityEndpoints } from "./security.ts";

/** Everything under /api/admin: refused with 401 before anything else without a valid session. */
export function adminRoutes(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(requireAdmin(deps.config, deps.services), jsonBody);
  mountEndpoints(router, adminEndpoints(deps), endpointDepsOf(deps));
  return router;
}

/**
 * The admin calls as declarations, for the router and for the test that walks every write.
 * @internal Exported for tests/api/every-write.test.ts.
 */
export function adminEndpoints(deps: AppDeps): Endpoints {
  return endpointTable("/api/admin", [
    endpoint(adminCalls.stats, { run: async () => ({ ...(await deps.services.stats.dashboard()), disk: deps.disk.space() }) }),
    ...adminBlogEndpoints(deps),
    ...adminCommentEndpoints(deps),
    ...adminContactEndpoints(deps),
    ...adminMediaEndpoints(deps),
    ...adminPracticeEndpoints(deps),
    ...adminActivityEndpoints(deps),
    ...adminBackupEndpoints(deps),
    ...adminPrivacyEndpoints(deps),
    ...adminNotificationEndpoints(deps),
    ...adminSecurityEndpoints(deps),
    ...adminInsightEndpoints(deps),
  ]);
}
