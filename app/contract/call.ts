// What one API call is, for both sides: its method and path at run time, and as types only the input it takes and
// the answer's `data`. The server's endpoint() takes its method and path from a call and is checked against its types
// (server/api/endpoint.ts); the browser's functions are made from the same calls (app/lib/api-client.ts), so a wrong
// path, field or answer is a compile error on either side (decision 43).
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * How a call travels: JSON in API.md's envelope (a GET's input in the query string, any other's in the body), one
 * image as multipart, a file to save (a download), or a beacon answered 204 with nothing.
 */
export type Carrier = "json" | "upload" | "download" | "beacon";

/** Types only, never set at run time: the zod schema the server checks the input with, the input as sent, the answer's `data`. */
type CallTypes<Schema, Input, Answer> = { schema: Schema; input: Input; answer: Answer };

export type Call<M extends Method = Method, P extends string = string, Schema = unknown, Input = unknown, Answer = unknown, K extends Carrier = Carrier> = {
  readonly method: M;
  /** The full path, from `/api`; `:name` stands for a part the caller fills in. */
  readonly path: P;
  readonly carrier: K;
  /** An upload's multipart field. */
  readonly field?: string;
  readonly types?: CallTypes<Schema, Input, Answer>;
};

/** A call being declared: `.takes<typeof schema>()` (or `.reads<Query>()`) and `.answers<Data>()` give its types. */
type Declaring<M extends Method, P extends string, Schema, Input, Answer, K extends Carrier> = Call<M, P, Schema, Input, Answer, K> & {
  /** The input is checked by this zod schema on the server; the browser sends what it takes (`z.input`). */
  takes<S extends z.ZodType>(): Declaring<M, P, S, z.input<S>, Answer, K>;
  /** An input the server reads from the request itself, with no schema (a query it tolerates anything in). */
  reads<I>(): Declaring<M, P, undefined, I, Answer, K>;
  answers<A>(): Declaring<M, P, Schema, Input, A, K>;
};

/** A call of the given carrier; `call()` and `beacon()` here, the back office's `upload()` and `download()` in admin/files.ts. */
export function declaring<M extends Method, P extends string, K extends Carrier>(method: M, path: P, carrier: K, field?: string) {
  const declared = { method, path, carrier, field, takes: () => declared, reads: () => declared, answers: () => declared };
  return declared as unknown as Declaring<M, P, undefined, undefined, null, K>;
}

/** A JSON call in API.md's envelope. */
export function call<M extends Method, P extends `/api/${string}`>(method: M, path: P) {
  return declaring(method, path, "json");
}

/** A beacon of the public pages: a JSON body, answered 204 with nothing (navigator.sendBeacon). */
export function beacon<P extends `/api/${string}`>(path: P) {
  return declaring("POST", path, "beacon");
}

type TypesOf<C> = C extends { types?: infer T } ? NonNullable<T> : never;

/** The zod schema a call's input is checked with, or `undefined`. */
export type SchemaOf<C> = TypesOf<C> extends CallTypes<infer S, unknown, unknown> ? S : never;

/** What the caller sends: a GET's query, another call's body. */
export type InputOf<C> = TypesOf<C> extends CallTypes<unknown, infer I, unknown> ? I : never;

/** The answer's `data`. */
export type AnswerOf<C> = TypesOf<C> extends CallTypes<unknown, unknown, infer A> ? A : never;

/** `{ id: string }` for "/api/user/blog/readers/:id". */
export type ParamsOf<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A call's arguments in the browser: the path's parts when it has any, then the input when it takes one. */
export type ArgsOf<C extends Call> = [
  ...(keyof ParamsOf<C["path"]> extends never ? [] : [params: ParamsOf<C["path"]>]),
  ...([InputOf<C>] extends [undefined] ? [] : [input: InputOf<C>]),
];
