import type { Call, InputOf } from "#app/contract/call.ts";
import type { ApiAnswer } from "#app/contract/shapes.ts";
import { type CallResult, addressOf } from "#app/lib/api-client.ts";
import { toResult, withReauth } from "#app/lib/admin/http.ts";
import { bearerHeader, readToken } from "#app/lib/admin/token.ts";
import { saveFile } from "#app/lib/save-file.ts";

/**
 * Fetches a file of the back office with the session token and hands it to the browser as a download, named as the
 * server says (`Content-Disposition`) or `fallbackName`. Fetched rather than linked, so that a refusal or an ended
 * session is said in a toast instead of a page of JSON, and "Confirm it's you" can come first.
 */
export function downloadFile<C extends Call<"GET", string, unknown, unknown, unknown, "download">>(
  call: C,
  query: InputOf<C>,
  fallbackName: string,
): Promise<CallResult<{ fileName: string }>> {
  const path = addressOf(call, {}, query ?? undefined);
  return withReauth(async () => {
    const token = readToken();
    let response: Response;
    try {
      response = await fetch(path, { headers: bearerHeader(token) });
    } catch (error) {
      console.error(`GET ${path} did not reach the server`, error);
      return { ok: false, status: 0, message: "", sessionEnded: false };
    }
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as ApiAnswer<never> | null;
      return toResult(response.status, answer, response.headers.get("Retry-After"), token !== null) as CallResult<{ fileName: string }>;
    }
    const fileName = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
    saveFile(await response.blob(), fileName);
    return { ok: true, status: response.status, data: { fileName } };
  });
}
