import express from "express";
import { listQuery } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, ok, validate } from "../http.ts";

/** The activity log, newest first (API.md "Additions"). */
export function adminActivityRoutes({ services }: AppDeps): express.Router {
  const router = express.Router();

  endpoint(router, "/activity", {
    POST: async (req, res) => {
      const query = validate(listQuery, req.body);
      const { items, total } = await services.activity.list(query);
      ok(res, { activity: items, total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  return router;
}
