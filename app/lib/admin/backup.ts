import { adminCalls } from "#app/contract/admin/index.ts";
import type { CallResult } from "#app/lib/api-client.ts";
import { downloadFile } from "#app/lib/admin/download.ts";

/** The newest backup as one .tar.gz, saved by the browser. */
export function downloadNewestBackup(): Promise<CallResult<{ fileName: string }>> {
  return downloadFile(adminCalls.backup.download, undefined, "practice-backup.tar.gz");
}
