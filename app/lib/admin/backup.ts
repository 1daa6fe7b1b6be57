import type { DrillReport, OffsiteStatus } from "#app/lib/domain.ts";
import type { CallResult } from "#app/lib/admin/http.ts";
import { callApi } from "#app/lib/admin/http.ts";
import { downloadFile } from "#app/lib/admin/download.ts";

export type { OffsiteStatus };

/** The newest backup as one .tar.gz, saved by the browser. */
export function downloadNewestBackup(): Promise<CallResult<{ fileName: string }>> {
  return downloadFile("/api/admin/backup", "practice-backup.tar.gz");
}

/** The off-site copies: set up or not, the last copy and drill, and what is wrong. */
export function fetchBackupStatus(): Promise<CallResult<{ offsite: OffsiteStatus }>> {
  return callApi("GET", "/api/admin/backup/status");
}

/** Restores the newest off-site copy into a scratch folder and checks it; answers the report and the new status. */
export function runRestoreDrill(): Promise<CallResult<{ drill: DrillReport; offsite: OffsiteStatus }>> {
  return callApi("POST", "/api/admin/backup/drill");
}
