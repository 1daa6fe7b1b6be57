import express from "express";
import { commentListQuery, commentPublish, idBody } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { endpoint, notFound, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";

export function adminCommentRoutes({ services }: AppDeps): express.Router {
  const router = express.Router();

  endpoint(router, "/comment", {
    POST: async (req, res) => {
      const query = validate(commentListQuery, req.body);
      const { items, total } = await services.comments.list(query);
      ok(res, { comment: items.map(wire.adminComment), total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/comment/published", {
    POST: async (req, res) => {
      const { commentid, published } = validate(commentPublish, req.body);
      const comment = await services.comments.setPublished(commentid, published);
      if (!comment) throw notFound("Comment not found");
      ok(res, { comment: wire.adminComment(comment) }, published ? "Comment published successfully" : "Comment unpublished successfully");
    },
  });

  endpoint(router, "/comment/delete", {
    DELETE: async (req, res) => {
      const id = wire.requestedId(validate(idBody, req.body));
      if (!(await services.comments.remove(id))) throw notFound("Comment not found");
      ok(res, wire.idOf(id), "Comment deleted successfully");
    },
  });

  return router;
}
