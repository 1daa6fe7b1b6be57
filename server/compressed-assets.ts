import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./page-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(?:js|css|svg|json)$/;
const suffix = { br: ".br", gzip: ".gz" } as const;

/**
 * Part of `npm run build`: writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every built script
 * and stylesheet. Their names carry a content hash, so compressing them once at the best settings serves
 * every visitor; at quality 11 the framework chunk alone takes about half a second, which the first
 * visitor after a restart would otherwise wait for.
 */
export async function precompressAssets(assetsDir: string): Promise<number> {
  const names = (await readdir(assetsDir)).filter((name) => compressible.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(assetsDir, name);
      const bytes = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(file + suffix.br, br), writeFile(file + suffix.gzip, gzipped)]);
    }),
  );
  return names.length;
}

/**
 * Sends the build's precompressed form of a script or stylesheet, kept in memory after its first request.
 * Identity requests, other files and unknown names fall through to express.static.
 */
export function compressedAssets(assetsDir: string): RequestHandler {
  const cache = new Map<string, Promise<Buffer | null>>();

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !compressible.test(req.path)) return next();
    const encoding = preferredEncoding(req.get("accept-encoding"));
    if (encoding === "identity") return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const compressedFile = file + suffix[encoding];
    let pending = cache.get(compressedFile);
    if (!pending) {
      pending = readFile(compressedFile).catch(() => null);
      cache.set(compressedFile, pending);
    }
    const body = await pending;
    if (!body) {
      cache.delete(compressedFile);
      return next();
    }
    res.type(path.extname(file));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
