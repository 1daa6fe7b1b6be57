import type { RequestHandler } from "express";
import { idPattern } from "#app/lib/rules.ts";
import { storedFormats } from "./variants.ts";

/** Only the files the store writes, with the type the server decides on, never one the bytes suggest. */
const contentTypes = new Map<string, string>(Object.values(storedFormats).map((format) => [format.extension, format.type]));
const storedFile = new RegExp(`^/(?:${idPattern.source.slice(1, -1)})/\\d{1,5}\\.(${[...contentTypes.keys()].join("|")})$`);

/** Serves `<root>/<id>/<width>.<ext>` for /uploads; every other path is a plain 404. */
export function serveUploads(root: string): RequestHandler {
  return (req, res) => {
    const contentType = contentTypes.get(storedFile.exec(req.path)?.[1] ?? "");
    if (!contentType || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    // A stored image never changes: a replaced picture gets a new id and so a new URL.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    // The pattern above admits no dots or separators beyond `/<id>/<width>.<ext>`, so the path stays under root.
    res.sendFile(req.path.slice(1), { root, dotfiles: "deny", cacheControl: false }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Cache-Control");
      res.status(404).type("text/plain").send("Not found");
    });
  };
}
