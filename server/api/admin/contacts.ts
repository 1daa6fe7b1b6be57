import express from "express";
import { contactListQuery, idBody } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, notFound, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";
import { createAudit, describeActivity, target } from "./audit.ts";

export function adminContactRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);

  endpoint(router, "/contact", {
    POST: async (req, res) => {
      const query = validate(contactListQuery, req.body);
      const { items, total } = await services.contacts.list(query);
      ok(res, { contact: items.map(wire.contact), total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/contact/delete", {
    DELETE: audit("contact.delete", async (req, res) => {
      const id = wire.requestedId(validate(idBody, req.body));
      if (!(await services.contacts.remove(id))) throw notFound("Message not found");
      describeActivity(res, { target: target("message", id) });
      ok(res, wire.idOf(id), "Contact deleted successfully");
    }),
  });

  return router;
}
