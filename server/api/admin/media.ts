import express from "express";
import { idBody, mediaInput, mediaListQuery, mediaUpdate } from "../../../app/lib/schemas.ts";
import type { AppDeps } from "../../app.ts";
import { readUpload } from "../../images/upload.ts";
import { created, endpoint, notFound, ok, validate } from "../http.ts";

export function adminMediaRoutes({ services }: AppDeps): express.Router {
  const router = express.Router();
  const mediaNotFound = () => notFound("Media not found");

  endpoint(router, "/media", {
    POST: async (req, res) => {
      const query = validate(mediaListQuery, req.body);
      const { items, total } = await services.media.list(query);
      ok(res, { media: items, total, pageno: query.pageno, pagesize: query.pagesize });
    },
  });

  endpoint(router, "/media/create", {
    POST: async (req, res) => {
      const media = await services.media.create(validate(mediaInput, req.body));
      created(res, { _id: media._id, media }, "Media created");
    },
  });

  endpoint(router, "/media/upload/:id", {
    POST: async (req, res) => {
      const media = await services.media.setImage(String(req.params.id), await readUpload(req, "image"));
      if (!media) throw mediaNotFound();
      ok(res, { image: media.image, media }, "Media uploaded successfully!");
    },
  });

  endpoint(router, "/media/update", {
    PUT: async (req, res) => {
      const { _id, ...input } = validate(mediaUpdate, req.body);
      const media = await services.media.update(_id, input);
      if (!media) throw mediaNotFound();
      ok(res, { media }, "Media updated successfully!");
    },
  });

  endpoint(router, "/media/delete", {
    DELETE: async (req, res) => {
      const { _id } = validate(idBody, req.body);
      if (!(await services.media.remove(_id))) throw mediaNotFound();
      ok(res, { _id }, "Media deleted");
    },
  });

  return router;
}
