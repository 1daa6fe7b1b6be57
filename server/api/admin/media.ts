import express from "express";
import { idBody, mediaInput, mediaListQuery, mediaUpdate } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readUpload } from "../upload.ts";
import { created, endpoint, notFound, ok, validate } from "../http.ts";
import * as wire from "../wire.ts";
import { createAudit, describeActivity, target } from "./audit.ts";

export function adminMediaRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);
  const mediaNotFound = () => notFound("Media not found");

  endpoint(router, "/media", {
    POST: async (req, res) => {
      const query = validate(mediaListQuery, req.body);
      const { items, total } = await services.media.list(query);
      ok(res, { media: items.map(wire.media), total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/media/create", {
    POST: audit("media.create", async (req, res) => {
      const media = await services.media.create(validate(mediaInput, req.body));
      describeActivity(res, { target: target("media", media.id, media.title) });
      created(res, wire.mediaCreated(media), "Media created");
    }),
  });

  endpoint(router, "/media/upload/:id", {
    POST: audit("media.upload", async (req, res) => {
      const media = await services.media.setImage(String(req.params.id), await readUpload(req, "image"));
      if (!media) throw mediaNotFound();
      describeActivity(res, { target: target("media", media.id, media.title) });
      ok(res, wire.mediaUploaded(media), "Media uploaded successfully!");
    }),
  });

  endpoint(router, "/media/update", {
    PUT: audit("media.update", async (req, res) => {
      const { id, draft } = wire.mediaUpdate(validate(mediaUpdate, req.body));
      const media = await services.media.update(id, draft);
      if (!media) throw mediaNotFound();
      describeActivity(res, { target: target("media", media.id, media.title) });
      ok(res, { media: wire.media(media) }, "Media updated successfully!");
    }),
  });

  endpoint(router, "/media/delete", {
    DELETE: audit("media.delete", async (req, res) => {
      const id = wire.requestedId(validate(idBody, req.body));
      if (!(await services.media.remove(id))) throw mediaNotFound();
      describeActivity(res, { target: target("media", id) });
      ok(res, wire.idOf(id), "Media deleted");
    }),
  });

  return router;
}
