import path from "node:path";
import express from "express";
import type { AppDeps } from "../../app-deps.ts";
import { listBackups } from "../../backups/backup.ts";
import { writeTarGz } from "../../backups/archive.ts";
import { HttpError, endpoint } from "../http.ts";
import { createAudit, describeActivity } from "./audit.ts";

/** The newest backup as one .tar.gz, so the admin can keep a copy off the server (API.md "Additions"). */
export function adminBackupRoutes({ services, config, logger }: AppDeps): express.Router {
  const router = express.Router();
  const audit = createAudit(services.activity, logger);

  endpoint(router, "/backup", {
    GET: audit("backup.download", async (_req, res) => {
      const [newest] = await listBackups(config.backupDir);
      if (!newest) throw new HttpError(404, "There is no backup yet. The first one is made when the server starts.");
      const name = path.basename(newest);
      describeActivity(res, { target: `backup ${name}` });
      res.setHeader("Content-Type", "application/gzip");
      res.setHeader("Content-Disposition", `attachment; filename="practice-backup-${name}.tar.gz"`);
      try {
        await writeTarGz(newest, res);
      } catch (error) {
        // A browser that cancels the download closes the connection: nothing went wrong on the server.
        if (!res.destroyed) throw error;
        logger.info({ backup: name }, "backup download cancelled by the client");
        describeActivity(res, { target: `backup ${name} (cancelled)` });
      }
    }),
  });

  return router;
}
