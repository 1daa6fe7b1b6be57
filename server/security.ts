import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "./config.ts";

/** Third parties the pages may talk to after a visitor asks: the map embed only. */
const mapFrameSources = ["https://www.google.com", "https://maps.google.com"];

/**
 * Powerful browser features no page of the site uses, switched off for it and for any frame it embeds (the map): a
 * script that got in could not reach the camera, the microphone, the visitor's position, payments or USB devices.
 * deploy/nginx.conf sends the same value on nginx's own answers.
 */
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** HSTS, sent only on requests that came over HTTPS (directly or through a trusted proxy). */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

export function securityHeaders(config: Config): RequestHandler[] {
  const assignNonce = (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  // Vite's dev server injects inline and eval'd modules; production keeps the strict policy.
  const devScripts = config.production ? [] : ["'unsafe-inline'", "'unsafe-eval'"];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(config.production ? [nonce] : devScripts)],
        "script-src-attr": ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(config.production ? [] : ["ws:", "wss:"])],
        "frame-src": mapFrameSources,
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  const hsts = (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    next();
  };
  return [assignNonce, headers, hsts];
}

/**
 * The headers a built script, stylesheet or font needs. The page policies (CSP, framing, referrer…) govern
 * documents and mean nothing on these files; sent on each of a page's eight or so scripts they cost a
 * phone about 6 KB per first visit. What does apply to a subresource stays: no type sniffing, no use by
 * other sites, and HSTS.
 */
export function assetHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    // Meaningless on a script, but every answer carries it (issue 31), and HTTP/2 sends a repeated header for a few bytes.
    res.setHeader("Permissions-Policy", permissionsPolicy);
    if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    next();
  };
}
