import express from "express";
import type { AppDeps } from "../app.ts";

export function createApiRouter(_deps: AppDeps): express.Router {
  const router = express.Router();
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Not found" });
  });
  return router;
}
