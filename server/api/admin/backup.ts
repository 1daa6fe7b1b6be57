import path from "node:path";
import { adminCalls } from "#app/contract/admin/index.ts";
import type { AppDeps } from "../../app-deps.ts";
import { writeTarGz } from "../../backups/archive.ts";
import { listBackups } from "../../backups/backup.ts";
import { DrillBusyError } from "../../services/offsite-backups.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";
import { HttpError } from "../http.ts";

/**
 * The newest backup as one .tar.gz, so the admin can keep a copy off the server (API.md "Additions"); the state of
 * the off-site copies and a restore drill on demand (README "API").
 */
export function adminBackupEndpoints({ config, logger, services }: AppDeps): Endpoint[] {
  return [
    endpoint(adminCalls.backup.status, { run: async () => ({ offsite: await services.backupRuns.status() }) }),
    endpoint(adminCalls.backup.drill, {
      // The drill reads the repository and writes only its own record and activity line.
      invalidates: "nothing",
      run: async (_input, { session }) => {
        if (!services.offsite.configured)
          throw new HttpError(409, "Off-site backups are not set up, so there is nothing to drill. See the README's Backups section.");
        try {
          const report = await services.offsite.drill(session?.email ?? "unknown");
          return { drill: report, offsite: await services.backupRuns.status() };
        } catch (error) {
          if (error instanceof DrillBusyError) throw new HttpError(409, error.message);
          throw error;
        }
      },
      message: ({ drill }) => (drill?.ok ? "The restore drill passed" : "The restore drill failed"),
    }),
    endpoint(adminCalls.backup.download, {
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
  ];
}
