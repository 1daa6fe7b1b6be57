import express from "express";
import { commentListQuery, commentPublish, idBody } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, notFound, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";
import { createAudit, describeActivity, target } from "./audit.ts";

export function adminCommentRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);

  endpoint(router, "/comment", {
    POST: async (req, res) => {
      const query = validate(commentListQuery, req.body);
      const { items, total } = await services.comments.list(query);
      ok(res, { comment: items.map(wire.adminComment), total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/comment/published", {
    POST: audit("comment.publish", async (req, res) => {
      const { commentid, published } = validate(commentPublish, req.body);
      const comment = await services.comments.setPublished(commentid, published);
      if (!comment) throw notFound("Comment not found");
      describeActivity(res, { action: published ? "comment.publish" : "comment.unpublish", target: target("comment", comment.id) });
      ok(res, { comment: wire.adminComment(comment) }, published ? "Comment published successfully" : "Comment unpublished successfully");
    }),
  });

  endpoint(router, "/comment/delete", {
    DELETE: audit("comment.delete", async (req, res) => {
      const id = wire.requestedId(validate(idBody, req.body));
      if (!(await services.comments.remove(id))) throw notFound("Comment not found");
      describeActivity(res, { target: target("comment", id) });
      ok(res, wire.idOf(id), "Comment deleted successfully");
    }),
  });

  return router;
}
