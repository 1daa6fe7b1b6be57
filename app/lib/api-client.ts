// The one way the browser calls the API: a JSON request, API.md's envelope turned into a result, never a throw.
import type { ApiAnswer } from "#app/contract/shapes.ts";

export type CallSuccess<T> = { ok: true; status: number; data: T; message?: string };
export type CallFailure = {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  message: string;
  errors?: Record<string, string>;
  /** Seconds, from `Retry-After` on a 429. */
  retryAfter?: number;
  /** A dangerous act that needs the admin to confirm it is them first (401 `reauth`). */
  reauth?: boolean;
  /** REQUIRE_2FA: the admin must set up a second factor first (403). */
  secondFactorRequired?: boolean;
  /** What resolves the refusal, when the server sends it (a conflict's stored post). */
  data?: unknown;
};
export type CallResult<T> = CallSuccess<T> | CallFailure;

type Method = "GET" | "POST" | "PUT" | "DELETE";

export async function requestJson<T>(method: Method, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch (error) {
    console.error(`${method} ${path} did not reach the server`, error);
    return { ok: false, status: 0, message: "" };
  }
  let answer: ApiAnswer<T> | null = null;
  try {
    answer = (await response.json()) as ApiAnswer<T>;
  } catch {
    answer = null;
  }
  return toResult(response.status, answer, response.headers.get("Retry-After"));
}

/** Shared by fetch and the back office's XMLHttpRequest uploads: the envelope of API.md turned into a result. */
export function toResult<T>(status: number, answer: ApiAnswer<T> | null, retryAfterHeader: string | null): CallResult<T> {
  if (status >= 200 && status < 300 && answer?.success) return { ok: true, status, data: answer.data, message: answer.message };
  const failure = answer && !answer.success ? answer : null;
  const retryAfter = Number(retryAfterHeader);
  return {
    ok: false,
    status,
    message: failure?.message ?? "",
    errors: failure?.errors,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    ...(failure?.reauth ? { reauth: true } : {}),
    ...(failure?.secondFactorRequired ? { secondFactorRequired: true } : {}),
    ...(failure?.data === undefined ? {} : { data: failure.data }),
  };
}
