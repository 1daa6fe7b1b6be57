import type { AnswerOf, Call, ParamsOf } from "#app/contract/call.ts";
import type { ApiAnswer } from "#app/contract/shapes.ts";
import { type CallResult, addressOf } from "#app/lib/api-client.ts";
import { imageUpload } from "#app/lib/rules.ts";
import { toResult } from "#app/lib/admin/http.ts";
import { readToken } from "#app/lib/admin/token.ts";

/** A file the image fields accept: an image type and not empty. */
export function isUsableImage(file: File): boolean {
  return file.size > 0 && file.type.startsWith("image/");
}

/** Within the server's size limit, checked first so nobody waits for a doomed upload. */
export function isWithinImageLimit(file: File): boolean {
  return file.size <= imageUpload.maxBytes;
}

type UploadCall = Call<"POST", string, unknown, unknown, unknown, "upload">;

/**
 * Sends one image to an upload call of the contract (the record named by `params`), as multipart with XMLHttpRequest,
 * which, unlike fetch, reports upload progress. `onProgress` receives 0 to 100.
 */
export function uploadImage<C extends UploadCall>(
  call: C,
  params: ParamsOf<C["path"]>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CallResult<AnswerOf<C>>> {
  type T = AnswerOf<C>;
  const path = addressOf(call, params);
  const token = readToken();
  const form = new FormData();
  form.append(call.field ?? "image", file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      let answer: ApiAnswer<T> | null = null;
      try {
        answer = JSON.parse(request.responseText) as ApiAnswer<T>;
      } catch {
        answer = null;
      }
      resolve(toResult(request.status, answer, request.getResponseHeader("Retry-After"), token !== null));
    });
    const unreachable = () => {
      console.error(`POST ${path} upload did not reach the server`);
      resolve({ ok: false, status: 0, message: "", sessionEnded: false });
    };
    request.addEventListener("error", unreachable);
    request.addEventListener("abort", unreachable);
    request.send(form);
  });
}
