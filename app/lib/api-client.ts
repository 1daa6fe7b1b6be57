// The one way the browser calls the API: a function per call of the contract (app/contract/), a JSON request, API.md's
// envelope turned into a result, never a throw.
import type { AnswerOf, ArgsOf, Call, Method } from "#app/contract/call.ts";
import { publicCalls } from "#app/contract/public.ts";
import type { ApiAnswer } from "#app/contract/shapes.ts";

type CallSuccess<T> = { ok: true; status: number; data: T; message?: string };
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
  /**
   * A back-office call whose token the server no longer accepts: the layout already shows the sign-in, so callers stay
   * quiet (app/lib/admin/http.ts).
   */
  sessionEnded?: boolean;
};
export type CallResult<T> = CallSuccess<T> | CallFailure;

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

/** The address of a call: its `:name` parts filled in, and for a GET its input as the query string. */
export function addressOf(call: Call, params: Record<string, string> = {}, query?: unknown): string {
  const path = call.path.replace(/:(\w+)/g, (_part, name: string) => encodeURIComponent(params[name] ?? ""));
  if (query === undefined || query === null) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** How a client sends a call: to `address`, with `body` as JSON when there is one. */
export type Send = (call: Call, address: string, body: unknown) => Promise<CallResult<unknown>>;

type JsonCall = Call<Method, string, unknown, unknown, unknown, "json">;

/**
 * A function per JSON call of `Calls`, nested as the calls are: `(params?, input?) => result`, typed by the contract, so
 * a wrong path part, field or answer is a compile error. Uploads, downloads and beacons have functions of their own.
 */
export type Client<Calls> = {
  [K in keyof Calls as Calls[K] extends Call ? (Calls[K] extends JsonCall ? K : never) : K]: Calls[K] extends Call
    ? (...args: ArgsOf<Calls[K]>) => Promise<CallResult<AnswerOf<Calls[K]>>>
    : Client<Calls[K]>;
};

function isCall(value: object): value is Call {
  return "path" in value;
}

/** The functions of `calls`, each sending through `send`: a GET's input as its query string, another's as its body. */
export function clientOf<Calls extends object>(calls: Calls, send: Send): Client<Calls> {
  const client: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(calls)) {
    if (!isCall(value)) client[name] = clientOf(value, send);
    else if (value.carrier === "json") {
      // `ArgsOf`: the path's parts first when it has any, then the input.
      const hasParams = value.path.includes("/:");
      client[name] = (...args: unknown[]) => {
        const [params, input] = hasParams ? (args as [Record<string, string>, unknown]) : [undefined, args[0]];
        return value.method === "GET" ? send(value, addressOf(value, params, input), undefined) : send(value, addressOf(value, params), input);
      };
    }
  }
  return client as Client<Calls>;
}

/** The public pages' calls, made after the page has loaded (through app/lib/public-api.ts, which loads this module). */
export const publicApi = clientOf(publicCalls, (call, address, body) => requestJson(call.method, address, { body }));
