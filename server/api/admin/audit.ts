import type { RequestHandler, Response } from "express";
import type { Logger } from "../../logger.ts";
import type { ActivityService } from "../../services/activity.ts";
import { currentSession } from "../session.ts";

type Described = { action?: string; target?: string };

/**
 * Wraps an admin route's handler so that a successful answer is written to the activity log as `action` by the
 * signed-in admin. The handler names its target (and may refine the action) with `describeActivity`; a change of
 * the one practice document needs none. Usage, for any admin write:
 *
 *   const audit = createAudit(services.activity, logger);
 *   endpoint(router, "/practice", { PUT: audit("practice.update", handler) });
 */
export function createAudit(activity: ActivityService, logger: Logger) {
  return (action: string, handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      await handler(req, res, next);
      // Refusals throw before answering; an answer below 400 means the change happened.
      if (!res.headersSent || res.statusCode >= 400) return;
      const described = (res.locals.activity ?? {}) as Described;
      const entry = {
        actor: currentSession(res)?.email ?? "unknown",
        action: described.action ?? action,
        target: described.target ?? "",
      };
      // The answer is already sent: a failure here is logged, never turned into an error for the change that worked.
      await activity.record(entry).catch((error: unknown) => logger.error({ err: error, action: entry.action }, "could not record activity"));
    };
}

/** Names what an audited change acted on ("blog 0123… “Title”"), and may refine its action ("blog.unpublish"). */
export function describeActivity(res: Response, described: Described) {
  res.locals.activity = { ...(res.locals.activity as Described | undefined), ...described };
}

/** `kind id “title”`: enough to find the record again without copying any message text. */
export function target(kind: string, id: string, title?: string): string {
  return title ? `${kind} ${id} “${title}”` : `${kind} ${id}`;
}
