import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "./logger.ts";
import type { PageFiles, PageForms } from "./page-files.ts";
import { strictTransportSecurity } from "./security.ts";

/** What a shared cache (nginx, a CDN) may do with a public page: keep it a minute, serve it stale while it asks again. */
export const publicPageCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A page rendered for every visitor: no nonce, no cookies, the whole document at once. */
export type RenderedPage = { status: number; headers: Headers; body: Buffer };

type Variant = { body: Buffer; etag: string; headers: OutgoingHttpHeaders; mtimeSeconds: number };

type Entry = {
  status: number;
  /**
   * An HTML document carrying its script hashes in its own meta policy, as opposed to a feed, the sitemap or a `.data`
   * answer: only these are written as files, since nginx sends one policy header for every page.
   */
  ownPolicy: boolean;
  identity: Variant;
  gzip: Variant;
  br: Variant;
  etags: Set<string>;
  size: number;
};

const brotli = promisify(brotliCompress);

/**
 * The first visitor after an edit waits for the compression. On a 137 KB page (stylesheet inline) quality
 * 11 took 100 ms for 20.9 KB; quality 6 takes 2 ms for 23.5 KB, and 7 to 10 cost 3 to 20 times more for
 * at most 1 %. The built scripts and styles, compressed once at build time, keep quality 11.
 */
const pageBrotliQuality = 6;
const gzipAsync = promisify(gzip);

/**
 * Paths the cache leaves alone: the API, files with their own handlers, the back office (with its `.data` requests)
 * and the secret previews of posts in every language (`no-store`, and a cached copy would outlive the token).
 */
const uncachedPath = /^\/(?:api|uploads|assets|admin|(?:(?:hi|te|ur)\/)?preview)(?:$|[/.])/;

const sessionCookie = /(?:^|;\s*)admin_session=/;

/** Headers of the render not kept: they belong to one response, or the cache sets its own. */
const droppedHeaders = new Set([
  "set-cookie",
  "strict-transport-security",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "transfer-encoding",
  "connection",
]);

/**
 * Sets `Cache-Control` as the headers leave, unless the renderer set its own (React Router marks its
 * versioned route manifest immutable), so the answer never carries two.
 */
export function defaultCacheControl(res: Response, value: string, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const given = args.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
    const named = given && Object.keys(given).some((name) => name.toLowerCase() === "cache-control");
    if (!named && !res.hasHeader("cache-control")) res.setHeader("Cache-Control", value);
    if (value !== "no-store") res.vary("Accept-Encoding");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}

export function isUncachedPath(pathname: string): boolean {
  return uncachedPath.test(pathname);
}

/** An admin (signed in by cookie or token) sees pages rendered for them, never a shared copy. */
function carriesCredentials(req: IncomingMessage): boolean {
  return Boolean(req.headers.authorization) || sessionCookie.test(req.headers.cookie ?? "");
}

/**
 * A journal search (`/blogs?q=…`, and its `.data` request): each reader's words make another page, which would push
 * the pages everyone reads out of the cache and cost a compression each. A search renders in a few milliseconds.
 */
function isSearch(search: string): boolean {
  return search !== "" && new URLSearchParams(search).has("q");
}

/** Read from the raw request, so a cached page can be answered before Express sees it. */
function isCacheable(req: IncomingMessage): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || carriesCredentials(req)) return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  return !isUncachedPath(query === -1 ? url : url.slice(0, query)) && !isSearch(query === -1 ? "" : url.slice(query + 1));
}

/**
 * Whether the visitor reached the site over HTTPS, as Express's `req.secure` tells it with `trust proxy` set to a
 * number of hops: the socket's own TLS, or behind a trusted proxy the first value of its `X-Forwarded-Proto`.
 */
function arrivedSecure(req: IncomingMessage, trustedProxyHops: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (trustedProxyHops === 0 || typeof forwarded !== "string") return false;
  return forwarded.split(",")[0]!.trim() === "https";
}

/**
 * The sources of every inline script in the page, as CSP hashes: a cached page is the same bytes for
 * every visitor, so a per-response nonce would be the same for everyone and protect nothing.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const source = match[1] ?? "";
    if (source === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The CSP the security middleware made for this response, with its nonce replaced by the page's script hashes. */
function hashBasedPolicy(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html).join(" ");
  return policy.replace(/'nonce-[^']*'/g, hashes).replace(/ {2,}/g, " ");
}

const charsetMeta = /<meta charset="utf-8"\s*\/?>/i;

/**
 * A document's script hashes as a `<meta http-equiv>` policy, first in its head (a meta policy governs what follows
 * it), and the header's `script-src` with `'unsafe-inline'` in place of the nonce: the same header for every page, so
 * nginx can send it with the page's file (decision 42). A browser enforces both policies, so an inline script runs
 * only when the meta lists its hash. Null for a document without the charset meta to follow.
 */
function withScriptPolicyMeta(policy: string, html: string): { html: string; policy: string } | null {
  const charset = charsetMeta.exec(html);
  if (!charset) return null;
  const hashes = inlineScriptHashes(html).join(" ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${hashes}"/>`;
  const at = charset.index + charset[0].length;
  return { html: html.slice(0, at) + meta + html.slice(at), policy: policy.replace(/'nonce-[^']*'/g, "'unsafe-inline'") };
}

/**
 * A form's modification time from its hash: its ETag is `"<time>-<size>"` in hex, which is how nginx tags a file, so a
 * page has one ETag from memory and from its file (31 bits, a time before 2038 for any file system).
 */
function hashTime(body: Buffer): number {
  return createHash("sha256").update(body).digest().readUInt32BE(0) >>> 1;
}

function formsOf(entry: Entry): PageForms {
  const form = (variant: Variant) => ({ body: variant.body, mtimeSeconds: variant.mtimeSeconds });
  return { identity: form(entry.identity), gzip: form(entry.gzip), br: form(entry.br) };
}

/** The encoding to answer with: br, then gzip, else none; a `q=0` refuses a coding. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [coding, ...parameters] = part.trim().split(";");
    const refused = parameters.some((parameter) => /^\s*q=0(?:\.0*)?\s*$/.test(parameter));
    if (coding && !refused) accepted.add(coding.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

function matchesEtag(ifNoneMatch: string | undefined, etags: Set<string>): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => etags.has(tag.trim().replace(/^W\//, "")));
}

export type PageCacheOptions = {
  enabled: boolean;
  maxBytes: number;
  trustedProxyHops: number;
  logger: Logger;
  /** PAGE_FILES: every document stored is also written for nginx, and every flush switches to a new generation. */
  files?: PageFiles | null;
};

/**
 * Public pages rendered once and served from memory, with their br and gzip forms made once.
 * `serveStored` answers before the app; `markCacheable` goes first in the app and marks what it missed; `fill` goes just
 * before the page renderer and stores what it renders.
 * `clear` empties it; the app calls it on the services' content-changed signal, so the next view shows any change.
 */
export function createPageCache({ enabled, maxBytes, trustedProxyHops, logger, files = null }: PageCacheOptions) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  let usedBytes = 0;
  // Bumped by every flush, so a render that started before a write is served once but never stored.
  let generation = 0;

  function clear() {
    files?.switchGeneration();
    generation += 1;
    entries.clear();
    rendering.clear();
    usedBytes = 0;
  }

  function store(key: string, entry: Entry) {
    if (entry.size > maxBytes) return;
    const previous = entries.get(key);
    if (previous) {
      usedBytes -= previous.size;
      entries.delete(key);
    }
    entries.set(key, entry);
    usedBytes += entry.size;
    for (const [oldKey, oldEntry] of entries) {
      if (usedBytes <= maxBytes) break;
      entries.delete(oldKey);
      usedBytes -= oldEntry.size;
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const variant = entry[encoding];
    if (entry.status === 200 && matchesEtag(req.headers["if-none-match"], entry.etags)) {
      res.writeHead(304, { etag: variant.etag, "cache-control": variant.headers["cache-control"], vary: "Accept-Encoding" });
      res.end();
      return;
    }
    // HSTS depends on how this request arrived, so it is never part of the stored headers.
    res.writeHead(
      entry.status,
      arrivedSecure(req, trustedProxyHops) ? { ...variant.headers, "strict-transport-security": strictTransportSecurity } : variant.headers,
    );
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  async function buildEntry(page: RenderedPage, securityHeaders: OutgoingHttpHeaders): Promise<Entry> {
    const common: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!droppedHeaders.has(name)) common[name] = value;
    }
    page.headers.forEach((value, name) => {
      if (!droppedHeaders.has(name)) common[name] = value;
    });
    const html = /^text\/html/i.test(page.headers.get("content-type") ?? "");
    let body = page.body;
    let ownPolicy = false;
    const policy = common["content-security-policy"];
    if (typeof policy === "string") {
      // Only where nginx sends the files (PAGE_FILES): elsewhere the hashes stay in the page's own header, and the page
      // does not carry the meta's 400 bytes (every page is held to 50 KB).
      const document = html && files ? withScriptPolicyMeta(policy, body.toString("utf8")) : null;
      ownPolicy = document !== null;
      if (document) body = Buffer.from(document.html, "utf8");
      common["content-security-policy"] = document ? document.policy : hashBasedPolicy(policy, body.toString("utf8"));
    }
    // The renderer's own wins (the versioned route manifest is immutable); a missing page may appear with the next write.
    common["cache-control"] = page.headers.get("cache-control") ?? (page.status === 200 ? publicPageCacheControl : "no-cache");
    common.vary = "Accept-Encoding";

    const [brBody, gzipBody] = await Promise.all([
      brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: pageBrotliQuality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    // Strong validators name one representation, so each coding has its own: each is tagged by its own bytes.
    const variant = (bytes: Buffer, contentEncoding?: string): Variant => {
      const mtimeSeconds = hashTime(bytes);
      const etag = `"${mtimeSeconds.toString(16)}-${bytes.length.toString(16)}"`;
      return {
        body: bytes,
        etag,
        mtimeSeconds,
        headers: { ...common, etag, "content-length": String(bytes.length), ...(contentEncoding ? { "content-encoding": contentEncoding } : {}) },
      };
    };
    const identity = variant(body);
    const gzipped = variant(gzipBody, "gzip");
    const brotlied = variant(brBody, "br");
    return {
      status: page.status,
      ownPolicy,
      identity,
      gzip: gzipped,
      br: brotlied,
      etags: new Set([identity.etag, gzipped.etag, brotlied.etag]),
      size: body.length + gzipBody.length + brBody.length + 2048,
    };
  }

  /**
   * Answers a request from memory when its page is stored, before any middleware: the server calls it first, so a
   * cached page costs no more than Node's own HTTP handling. False when the app must answer.
   */
  function serveStored(req: IncomingMessage, res: ServerResponse): boolean {
    if (!enabled || !isCacheable(req)) return false;
    const key = req.url ?? "/";
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    entries.set(key, entry);
    send(req, res, entry);
    return true;
  }

  /** In the app, after `serveStored` missed (createApp's handler calls it first): marks a cacheable page for `fill`. */
  const markCacheable: RequestHandler = (req, res, next) => {
    if (enabled && isCacheable(req)) res.locals.pageCacheKey = req.originalUrl;
    next();
  };

  /** Renders a page that missed the cache, stores it when it answered 200, and sends it. */
  function fill(render: (req: Request) => Promise<RenderedPage>): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      const key = res.locals.pageCacheKey as string | undefined;
      if (!key) return next();
      try {
        let pending = rendering.get(key);
        if (!pending) {
          const startedIn = generation;
          const filesGeneration = files?.currentGeneration() ?? "";
          const securityHeaders = res.getHeaders();
          pending = render(req).then((page) => buildEntry(page, securityHeaders));
          rendering.set(key, pending);
          void pending
            .then((entry) => {
              if (startedIn !== generation || entry.status !== 200) return;
              store(key, entry);
              if (files && entry.ownPolicy) void files.write(filesGeneration, key, formsOf(entry));
            })
            .catch(() => {})
            .finally(() => {
              if (rendering.get(key) === pending) rendering.delete(key);
            });
        }
        const entry = await pending;
        // Headers the security middleware set on this response are already in the entry.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        send(req, res, entry);
      } catch (error) {
        logger.error({ err: error, path: req.path }, "could not render a page for the cache");
        next(error);
      }
    };
  }

  return {
    enabled,
    serveStored,
    markCacheable,
    fill,
    clear,
    stats: () => ({ pages: entries.size, bytes: usedBytes }),
  };
}
