import express from "express";
import { practiceSchema } from "#app/lib/practice-schema.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readUpload } from "../upload.ts";
import { endpoint, ok, validate } from "../http.ts";
import { createAudit } from "./audit.ts";

/** The practice document (API.md "Additions"): read, replaced whole, and images for it. */
export function adminPracticeRoutes({ services, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);

  endpoint(router, "/practice", {
    GET: async (_req, res) => ok(res, await services.practice.get()),
    PUT: audit("practice.update", async (req, res) => ok(res, await services.practice.replace(validate(practiceSchema, req.body)), "Practice details saved")),
  });

  endpoint(router, "/practice/image", {
    POST: audit("practice.upload", async (req, res) => ok(res, { image: await services.practice.saveImage(await readUpload(req, "image")) }, "Image uploaded")),
  });

  return router;
}
