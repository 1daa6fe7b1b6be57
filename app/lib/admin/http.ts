import type { ApiAnswer } from "../entities.ts";
import { readToken, removeToken } from "./token.ts";

export type CallSuccess<T> = { ok: true; status: number; data: T; message?: string };
export type CallFailure = {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  message: string;
  errors?: Record<string, string>;
  /** Seconds, from `Retry-After` on a 429. */
  retryAfter?: number;
  /** The server no longer accepts the token; the layout already shows the login, so callers stay quiet. */
  sessionEnded: boolean;
};
export type CallResult<T> = CallSuccess<T> | CallFailure;

export const sessionEndedNotice = "Your session has ended. Please sign in again.";

/** Fires when any admin call answers 401, so the layout can swap to the login screen. */
export const sessionEvents = new EventTarget();

function endSession(): void {
  removeToken();
  sessionEvents.dispatchEvent(new Event("ended"));
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One JSON call with the stored token as `Authorization: Bearer`; never throws. */
export async function callApi<T>(method: Method, path: string, body?: unknown): Promise<CallResult<T>> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    console.error(`${method} ${path} did not reach the server`, error);
    return { ok: false, status: 0, message: "", sessionEnded: false };
  }
  const answer = await readAnswer<T>(response);
  return toResult(response.status, answer, response.headers.get("Retry-After"), token !== null);
}

async function readAnswer<T>(response: Response): Promise<ApiAnswer<T> | null> {
  try {
    return (await response.json()) as ApiAnswer<T>;
  } catch {
    return null;
  }
}

/** Shared by fetch and the XMLHttpRequest uploads: the envelope of API.md turned into a result. */
export function toResult<T>(status: number, answer: ApiAnswer<T> | null, retryAfterHeader: string | null, hadToken: boolean): CallResult<T> {
  if (status >= 200 && status < 300 && answer?.success) {
    return { ok: true, status, data: answer.data, message: answer.message };
  }
  // A 401 without a stored token is simply "not signed in", not an ended session.
  const sessionEnded = status === 401 && hadToken;
  if (sessionEnded) endSession();
  const failure = answer && !answer.success ? answer : null;
  const retryAfter = Number(retryAfterHeader);
  return {
    ok: false,
    status,
    message: failure?.message ?? "",
    errors: failure?.errors,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    sessionEnded,
  };
}
