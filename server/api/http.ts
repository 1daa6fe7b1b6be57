import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from "express";
import type { z } from "zod";
import type { Method } from "#app/contract/call.ts";
import type { ApiFailure, ApiSuccess } from "#app/contract/shapes.ts";
import { fieldErrors } from "#app/lib/schemas.ts";
import { ImageError } from "../images/errors.ts";
import { InvalidInput } from "../services/errors.ts";
import type { Logger } from "../logger.ts";
import { diskFullMessage, isDiskFull } from "../disk/full.ts";
import type { DiskWatch } from "../disk/watch.ts";

/** A refusal with its status, thrown by a handler and answered in the envelope by `apiErrors`. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** Flags the client acts on, beside the message (`reauth: true`). */
  readonly extra?: Record<string, true>;
  /** What the client needs to resolve the refusal (a conflict's stored post), as `data` beside the message. */
  readonly data?: unknown;
  constructor(
    status: number,
    message: string,
    details: { errors?: Record<string, string>; retryAfterSeconds?: number; extra?: Record<string, true>; data?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.extra = details.extra;
    this.data = details.data;
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { retryAfterSeconds });

/** API.md's success envelope; `beside` adds fields next to `data` (a public list's `total`). */
export function succeed<T>(res: Response, status: 200 | 201, data: T, message?: string, beside?: Record<string, unknown>) {
  res.status(status).json({ success: true, ...(message ? { message } : {}), data, ...beside } satisfies ApiSuccess<T>);
}

export const ok = <T>(res: Response, data: T, message?: string) => succeed(res, 200, data, message);

function fail(res: Response, status: number, message: string, errors?: Record<string, string>, extra?: Record<string, true>, data?: unknown) {
  res.status(status).json({ success: false, message, ...(errors ? { errors } : {}), ...extra, ...(data === undefined ? {} : { data }) } satisfies ApiFailure);
}

/** The parsed value, or a 400 naming each bad field; the first problem is the message. */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw new HttpError(400, Object.values(errors)[0] ?? "The request is not valid", { errors });
}

/** JSON bodies up to API.md's 1 MiB; a larger one is answered 413 by `apiErrors`. */
export const jsonBody: RequestHandler = express.json({ limit: "1mb" });

/** Registers a path's handlers; any other method on it answers 405 with `Allow`. API calls are declared with `endpoint()`. */
export function route(router: Router, path: string, handlers: Partial<Record<Method, RequestHandler | RequestHandler[]>>) {
  const route = router.route(path);
  const allowed: string[] = [];
  for (const [method, handler] of Object.entries(handlers) as [Method, RequestHandler | RequestHandler[]][]) {
    route[method.toLowerCase() as Lowercase<Method>](handler);
    allowed.push(method);
    if (method === "GET") allowed.push("HEAD");
  }
  route.all((_req, res) => {
    res.setHeader("Allow", allowed.join(", "));
    fail(res, 405, "This method is not allowed here");
  });
}

export const unknownRoute: RequestHandler = (_req, res) => fail(res, 404, "Not found");

/** The client's address as Express sees it through `trust proxy`. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Answers every error in the envelope. Client errors (bad JSON, too large, refused uploads) keep their
 * status and sentence; anything else is logged with its detail and answered as a plain 500.
 */
export function apiErrors(logger: Logger, disk: DiskWatch): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
      return fail(res, error.status, error.message, error.errors, error.extra, error.data);
    }
    if (error instanceof ImageError) return fail(res, error.status, error.message);
    if (error instanceof InvalidInput) return fail(res, 400, error.message, error.errors);
    const clientError = asClientError(error);
    if (clientError) return fail(res, clientError.status, clientError.message);
    if (isDiskFull(error)) {
      // SQLite rolled the transaction back and an upload's files are removed: nothing of this call was kept.
      disk.noteFull({ method: req.method, url: req.originalUrl, code: (error as { code?: unknown }).code });
      return fail(res, 507, diskFullMessage);
    }
    if (isDatabaseBusy(error)) {
      logger.warn({ method: req.method, url: req.originalUrl }, "database write lock held elsewhere; answered 503");
      res.setHeader("Retry-After", String(busyRetryAfterSeconds));
      return fail(res, 503, "The site is busy for a moment. Please try again in a few seconds.");
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, "API request failed");
    fail(res, 500, "Something went wrong on our side. Please try again.");
  };
}

const busyRetryAfterSeconds = 2;

/** SQLite's "another connection holds the write lock" (better-sqlite3's SqliteError code), after the short busy timeout. */
function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT" || code === "SQLITE_LOCKED";
}

/** 1048576 → "1 MiB", 2048 → "2 KB". */
function sizeText(bytes: unknown): string {
  if (typeof bytes !== "number") return "the limit";
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KB`;
}

/** The body parser's refusals (http-errors marked `expose`): bad JSON, too large, and the like, each with its 4xx `status`. */
function asClientError(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof Error)) return null;
  const { status, type, expose } = error as Error & { status?: unknown; type?: unknown; expose?: unknown };
  if (expose !== true || typeof status !== "number" || status < 400 || status > 499) return null;
  if (type === "entity.parse.failed") return { status: 400, message: "The request body is not valid JSON" };
  if (type === "entity.too.large") return { status: 413, message: `The request body is too large (at most ${sizeText((error as { limit?: unknown }).limit)})` };
  return { status, message: error.message };
}
