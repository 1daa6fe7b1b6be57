import express from "express";
import { privacyRequest } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";
import { createAudit, describeActivity } from "./audit.ts";

/** A person's copy and erasure (API.md "Additions"). The log gets the counts, never the e-mail or the number asked about. */
export function adminPrivacyRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);

  endpoint(router, "/privacy/export", {
    POST: audit("privacy.export", async (req, res) => {
      const found = await services.privacy.export(validate(privacyRequest, req.body));
      describeActivity(res, { target: `${found.comments.length} comments, ${found.contacts.length} messages` });
      ok(res, { comments: found.comments.map(wire.adminComment), contacts: found.contacts.map(wire.contact) }, `Found ${found.comments.length} comments and ${found.contacts.length} messages`);
    }),
  });

  endpoint(router, "/privacy/erase", {
    POST: audit("privacy.erase", async (req, res) => {
      const erased = await services.privacy.erase(validate(privacyRequest, req.body));
      logger.info(erased, "privacy: erased a person's records");
      describeActivity(res, { target: `${erased.comments} comments, ${erased.contacts} messages` });
      ok(res, erased, `Erased ${erased.comments} comments and ${erased.contacts} messages`);
    }),
  });

  return router;
}
