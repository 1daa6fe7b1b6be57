import type { ApiAnswer } from "#app/lib/entities.ts";
import { type CallResult, toResult, withReauth } from "#app/lib/admin/http.ts";
import { readToken } from "#app/lib/admin/token.ts";

/**
 * Fetches the newest backup with the session token and hands it to the browser as a download. Fetched rather
 * than linked so that a missing backup or an ended session is said in a toast instead of a page of JSON.
 */
export function downloadNewestBackup(): Promise<CallResult<{ fileName: string }>> {
  return withReauth(fetchNewestBackup);
}

async function fetchNewestBackup(): Promise<CallResult<{ fileName: string }>> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch("/api/admin/backup", { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    console.error("GET /api/admin/backup did not reach the server", error);
    return { ok: false, status: 0, message: "", sessionEnded: false };
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as ApiAnswer<never> | null;
    return toResult(response.status, answer, response.headers.get("Retry-After"), token !== null) as CallResult<{ fileName: string }>;
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "practice-backup.tar.gz";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, status: response.status, data: { fileName } };
}
