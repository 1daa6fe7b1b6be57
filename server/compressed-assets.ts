import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./page-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Compressed = { br: Buffer; gzip: Buffer };

const compressible = /\.(?:js|css|svg|json)$/;

/**
 * The built scripts and styles compressed once at the highest settings (brotli 11, gzip 9) and kept in
 * memory: their names carry a content hash, so they never change while the process runs. On-the-fly
 * compression would spend CPU on every request and, at its fast settings, send about 15 % more bytes.
 * Anything else (identity requests, other files, unknown names) falls through to express.static.
 */
export function compressedAssets(assetsDir: string): RequestHandler {
  const cache = new Map<string, Promise<Compressed | null>>();

  async function compress(file: string): Promise<Compressed | null> {
    try {
      const bytes = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      return { br, gzip: gzipped };
    } catch {
      return null;
    }
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !compressible.test(req.path)) return next();
    const encoding = preferredEncoding(req.get("accept-encoding"));
    if (encoding === "identity") return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    let pending = cache.get(file);
    if (!pending) {
      pending = compress(file);
      cache.set(file, pending);
    }
    const compressed = await pending;
    if (!compressed) {
      cache.delete(file);
      return next();
    }
    const body = compressed[encoding];
    res.type(path.extname(file));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
