import path from "node:path";
import type { AppDeps } from "../../app-deps.ts";
import { writeTarGz } from "../../backups/archive.ts";
import { listBackups } from "../../backups/backup.ts";
import { type Endpoints, endpoint } from "../endpoint.ts";

/** The newest backup as one .tar.gz, so the admin can keep a copy off the server (API.md "Additions"). */
export function adminBackupEndpoints({ config, logger }: AppDeps): Endpoints {
  return {
    "GET /backup": endpoint({
      fresh: true,
      run: async () => {
        const [newest] = await listBackups(config.backupDir);
        return newest ? { folder: newest, name: path.basename(newest), cancelled: false } : null;
      },
      notFound: "There is no backup yet. The first one is made when the server starts.",
      download: async (backup, res) => {
        res.setHeader("Content-Type", "application/gzip");
        res.setHeader("Content-Disposition", `attachment; filename="practice-backup-${backup.name}.tar.gz"`);
        try {
          await writeTarGz(backup.folder, res);
        } catch (error) {
          // A browser that cancels the download closes the connection: nothing went wrong on the server.
          if (!res.destroyed) throw error;
          logger.info({ backup: backup.name }, "backup download cancelled by the client");
          backup.cancelled = true;
        }
      },
      audit: { action: "backup.download", target: (backup) => `backup ${backup.name}${backup.cancelled ? " (cancelled)" : ""}` },
    }),
  };
}
