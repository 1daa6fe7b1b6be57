import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import type { AnswerOf, Call, Method, SchemaOf } from "#app/contract/call.ts";
import type { AppDeps } from "../app-deps.ts";
import { diskFullMessage } from "../disk/full.ts";
import type { DiskWatch } from "../disk/watch.ts";
import type { Logger } from "../logger.ts";
import type { ActivityService } from "../services/activity.ts";
import { type ChangeSignal, type Invalidates, settleWrite } from "../services/change-signal.ts";
import type { SessionService } from "../services/sessions.ts";
import { HttpError, clientAddress, notFound, route, succeed, validate } from "./http.ts";
import { type RequestSession, currentSession, presentedDeviceToken } from "./session.ts";

type Computed<Result, Input, Value> = Value | ((result: Result, input: Input) => Value);

/** Who is calling: the admin's session (always there under /api/admin) and the client as the request tells. */
export type CallContext = {
  session: RequestSession | null;
  client: { address: string; userAgent?: string; deviceToken?: string; referrer?: string; optedOut: boolean };
};

/** The caller as the request tells: its address, browser, device cookie, referrer and privacy wishes. */
export function clientOf(req: Request): CallContext["client"] {
  return {
    address: clientAddress(req),
    userAgent: req.get("user-agent"),
    deviceToken: presentedDeviceToken(req),
    referrer: req.get("referer"),
    // "Do Not Track" and Global Privacy Control: such a visitor is not counted at all.
    optedOut: req.get("dnt") === "1" || req.get("sec-gpc") === "1",
  };
}

/** The answer to a dangerous act whose session has not confirmed a factor in the last 15 minutes. */
const reauthRequired = () => new HttpError(401, "Confirm it's you", { extra: { reauth: true } });

type Answering<Input, Result> = {
  /** Runs before the input is read: rate limits, the honeypot. */
  before?: RequestHandler[];
  /** The one service call. `null` or `false` means "no such record": 404 with `notFound`. */
  run: (input: Input, context: CallContext) => Promise<Result | null | false> | Result | null | false;
  /**
   * A POST that only reads (a list with its filters in the body): it runs while the disk is full. Every other call
   * that is not a GET or a DELETE is refused 507 then, before it starts, so writes cannot use up the room kept for
   * signing in and deleting (server/disk/watch.ts).
   */
  reads?: true;
  /** A dangerous act: refused with 401 `reauth` unless the session confirmed a factor in the last 15 minutes. */
  fresh?: boolean;
  notFound?: string;
  message?: Computed<Result, Input, string>;
  /** Fields of the envelope beside `data`, for an answer whose `data` must stay a bare list (a public list's `total`). */
  beside?: (result: Result, input: Input) => Record<string, unknown>;
  /** 204 answers nothing at all (a beacon); 200 or 201 API.md's envelope. */
  status?: 200 | 201 | 204;
  /** Streams the answer itself (a file download) instead of API.md's JSON envelope. */
  download?: (result: Result, res: Response) => Promise<void>;
  /** Runs once the answer has left: work the caller must not wait for. */
  afterAnswer?: (result: Result) => void;
  /**
   * What a successful call changes of the public pages; the page cache is emptied before the answer leaves when it
   * says "public pages". Every call that is not a GET must declare it (`mountEndpoints` refuses one that does not).
   */
  invalidates?: Invalidates<Result, Input>;
  /**
   * The activity entry of a successful call, by the signed-in admin; `when` leaves out the calls not worth a line (an
   * autosave); `undo` names the record that undoes the change, for the log's "Undo".
   */
  audit?: {
    action: Computed<Result, Input, string>;
    target?: (result: Result, input: Input) => string;
    when?: (result: Result, input: Input) => boolean;
    undo?: (result: Result) => string | null;
  };
};

/**
 * Where the input comes from. A call whose contract names a schema is checked by it, read from the JSON body unless
 * `from` picks it out of the request; a call without one reads what it needs with `from` (the path, the query), or
 * takes nothing.
 */
type InputPart<C extends Call, Read> =
  SchemaOf<C> extends z.ZodType
    ? { input: SchemaOf<C>; from?: (req: Request) => unknown | Promise<unknown> }
    : { input?: never; from?: (req: Request) => Read | Promise<Read> };

type InputOfCall<C extends Call, Read> = SchemaOf<C> extends z.ZodType ? z.output<SchemaOf<C>> : Read;

/** A second call served by the same declaration: its input and answer are the first's. */
type Twin<C extends Call> = Call<Method, string, SchemaOf<C>, unknown, AnswerOf<C>, C["carrier"]>;

/** A declared endpoint, its types checked against its contract: what `endpointTable` takes. */
export type Endpoint = {
  readonly calls: readonly Call[];
  readonly declaration: Answering<unknown, unknown> & {
    input?: z.ZodType;
    from?: (req: Request) => unknown;
    answer?: (result: unknown, input: unknown) => unknown;
  };
};

/**
 * One API call as a declaration: the contract's call (or two calls it serves alike: a path under two methods, or
 * two paths), where its input comes from, the service call, the wire mapper of its answer and the activity it
 * writes. The method and path are the contract's (app/contract/), and the answer is checked against the contract's
 * at compile time: `answer`'s return, or without `answer` what `run` gives. Validation (400), not found (404), the
 * envelope and the audit are done once, by `mountEndpoints`.
 *
 * The overload with `answer` comes first: TypeScript gives a callback its parameters' types from the first overload it
 * tries, and only that one infers the result from `run`, which `answer`, `message` and `audit` then receive.
 */
export function endpoint<C extends Call, Result, Read = undefined>(
  call: C | readonly [C, ...Twin<C>[]],
  declaration: Answering<InputOfCall<C, Read>, Result> &
    InputPart<C, Read> & {
      /** The wire mapper of the answer's `data`, which must give the contract's answer. */
      answer: (result: Result, input: InputOfCall<C, Read>) => AnswerOf<C>;
    },
): Endpoint;
/** A download or a beacon: the answer is the file, or nothing. */
export function endpoint<C extends Call<Method, string, unknown, unknown, unknown, "download" | "beacon">, Result, Read = undefined>(
  call: C,
  declaration: Answering<InputOfCall<C, Read>, Result> & InputPart<C, Read> & { answer?: never },
): Endpoint;
/** Without `answer`, what `run` gives is the answer, and must be the contract's. */
export function endpoint<C extends Call, Read = undefined>(
  call: C | readonly [C, ...Twin<C>[]],
  declaration: Answering<InputOfCall<C, Read>, AnswerOf<C>> & InputPart<C, Read> & { answer?: never },
): Endpoint;
export function endpoint(call: Call | readonly Call[], declaration: object): Endpoint {
  const calls: readonly Call[] = Array.isArray(call) ? call : [call as Call];
  return { calls, declaration: declaration as Endpoint["declaration"] };
}

/** `"POST /blogs"` → its endpoint, the path under the router's own mount point. */
export type Endpoints = Record<`${Method} /${string}`, Endpoint>;

/**
 * The route table of a router mounted at `base` ("/api", "/api/admin"), keyed by method and the path under it, built
 * from the contract's calls of the endpoints in the order given (a fixed path before a `:id` that would take it).
 */
export function endpointTable(base: string, endpoints: readonly Endpoint[]): Endpoints {
  const table: Endpoints = {};
  for (const declared of endpoints) {
    for (const { method, path } of declared.calls) {
      if (!path.startsWith(`${base}/`)) throw new Error(`${method} ${path} is not under ${base}`);
      const key = `${method} ${path.slice(base.length)}` as keyof Endpoints;
      if (table[key]) throw new Error(`${method} ${path} is declared twice`);
      table[key] = declared;
    }
  }
  return table;
}

export type EndpointDeps = { activity: ActivityService; sessions: SessionService; changeSignal: ChangeSignal; logger: Logger; disk: DiskWatch };

export function endpointDepsOf({ services, logger, disk }: AppDeps): EndpointDeps {
  return { activity: services.activity, sessions: services.sessions, changeSignal: services.changeSignal, logger, disk };
}

/**
 * Registers the endpoints on the router; any other method on one of their paths answers 405 with `Allow`. Throws for
 * a call that is not a GET and does not declare what it invalidates, so such a write cannot start the server.
 */
export function mountEndpoints(router: Router, endpoints: Endpoints, deps: EndpointDeps) {
  const byPath = new Map<string, Partial<Record<Method, RequestHandler[]>>>();
  for (const [key, { declaration }] of Object.entries(endpoints)) {
    const [method, path] = key.split(" ") as [Method, string];
    if (method !== "GET" && declaration.invalidates === undefined) {
      throw new Error(`${key} must declare what it invalidates ("public pages" or "nothing")`);
    }
    const handlers = byPath.get(path) ?? {};
    const needsRoom = method !== "GET" && method !== "DELETE" && !declaration.reads;
    handlers[method] = [...(needsRoom ? [refusedWhileDiskFull(deps.disk)] : []), ...(declaration.before ?? []), handlerOf(declaration, deps)];
    byPath.set(path, handlers);
  }
  for (const [path, handlers] of byPath) route(router, path, handlers);
}

function refusedWhileDiskFull(disk: DiskWatch): RequestHandler {
  return (_req, _res, next) => next(disk.writesFailing() ? new HttpError(507, diskFullMessage) : undefined);
}

function handlerOf(declaration: Endpoint["declaration"], { activity, sessions, changeSignal, logger }: EndpointDeps): RequestHandler {
  return async (req, res) => {
    const session = currentSession(res);
    if (declaration.fresh && !(session && sessions.isFresh(session))) throw reauthRequired();
    const raw = declaration.from ? await declaration.from(req) : req.body;
    const input = declaration.input ? validate(declaration.input, raw) : raw;
    const context: CallContext = { session, client: clientOf(req) };
    const result = await declaration.run(input, context);
    if (result === null || result === false) {
      if (!declaration.notFound) throw new Error("an endpoint found nothing and declares no not-found message");
      throw notFound(declaration.notFound);
    }
    if (declaration.invalidates) settleWrite(changeSignal, declaration.invalidates, result, input);
    if (declaration.afterAnswer) res.once("finish", () => declaration.afterAnswer!(result));
    if (declaration.download) {
      await declaration.download(result, res);
    } else if (declaration.status === 204) {
      res.status(204).end();
    } else {
      const data = declaration.answer ? declaration.answer(result, input) : result;
      succeed(res, declaration.status ?? 200, data, computed(declaration.message, result, input), declaration.beside?.(result, input));
    }
    if (!declaration.audit || declaration.audit.when?.(result, input) === false) return;
    const entry = {
      actor: session?.email ?? "unknown",
      action: computed(declaration.audit.action, result, input)!,
      target: declaration.audit.target?.(result, input) ?? "",
      undo: declaration.audit.undo?.(result) ?? null,
    };
    // The answer is already sent: a failure here is logged, never turned into an error for the change that worked.
    await activity.record(entry).catch((error: unknown) => logger.error({ err: error, action: entry.action }, "could not record activity"));
  };
}

function computed<Result, Input, Value>(value: Computed<Result, Input, Value> | undefined, result: Result, input: Input): Value | undefined {
  return typeof value === "function" ? (value as (result: Result, input: Input) => Value)(result, input) : value;
}
