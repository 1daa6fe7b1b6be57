import type { CallResult } from "#app/lib/admin/http.ts";
import { downloadFile } from "#app/lib/admin/download.ts";

/** The newest backup as one .tar.gz, saved by the browser. */
export function downloadNewestBackup(): Promise<CallResult<{ fileName: string }>> {
  return downloadFile("/api/admin/backup", "practice-backup.tar.gz");
}
