import express from "express";
import { privacyRequest } from "../../../app/lib/schemas.ts";
import type { AppDeps } from "../../app.ts";
import { endpoint, ok, validate } from "../http.ts";

/** A person's copy and erasure (API.md "Additions"). The log gets the counts, never the e-mail or the number asked about. */
export function adminPrivacyRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();

  endpoint(router, "/privacy/export", {
    POST: async (req, res) => {
      const found = await services.privacy.export(validate(privacyRequest, req.body));
      ok(res, found, `Found ${found.comments.length} comments and ${found.contacts.length} messages`);
    },
  });

  endpoint(router, "/privacy/erase", {
    POST: async (req, res) => {
      const erased = await services.privacy.erase(validate(privacyRequest, req.body));
      logger.info(erased, "privacy: erased a person's records");
      ok(res, erased, `Erased ${erased.comments} comments and ${erased.contacts} messages`);
    },
  });

  return router;
}
