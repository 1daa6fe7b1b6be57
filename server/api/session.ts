import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { Config } from "../config.ts";
import type { Services } from "../services/index.ts";
import type { Session } from "../services/sessions.ts";
import { HttpError } from "./http.ts";

const sessionCookie = "admin_session";
/** Marks a browser that has signed in before; sent only to the auth endpoints. */
const deviceCookie = "admin_device";
const deviceCookiePath = "/api/auth";

type Credentials = { token: string; via: "bearer" | "cookie" };

/** The token of the request: `Authorization: Bearer <token>` first, else the session cookie. */
function credentials(req: Request): Credentials | null {
  const header = req.get("authorization");
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readCookie(req.get("cookie") ?? "", sessionCookie);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export type RequestSession = Session & Credentials;

/** Looks up the session the request carries, once, for every API route. */
export function loadSession(services: Services): RequestHandler {
  return async (req, res, next) => {
    const given = credentials(req);
    const session = given ? await services.sessions.authenticate(given.token) : null;
    res.locals.session = session && given ? ({ ...session, ...given } satisfies RequestSession) : null;
    next();
  };
}

export function currentSession(res: Response): RequestSession | null {
  return (res.locals.session as RequestSession | null | undefined) ?? null;
}

/** The token the request presented, valid or not, so sign-out can revoke it. */
export function presentedToken(req: Request): string | null {
  return credentials(req)?.token ?? null;
}

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function isCookieWrite(req: Request, res: Response): boolean {
  const session = currentSession(res);
  return session?.via === "cookie" && !readOnlyMethods.has(req.method);
}

/**
 * A browser sends the cookie with any request to this site, including a form another site posts; so a
 * cookie-authenticated change must prove it comes from our own pages: JSON or multipart, and same origin.
 */
function assertSameOriginWrite(req: Request, res: Response, config: Config) {
  if (!isCookieWrite(req, res)) return;
  const acceptedType = req.is("application/json") || /^multipart\/form-data\s*;/i.test(req.get("content-type") ?? "");
  if (!acceptedType || !fromOurOrigin(req, config)) throw crossSiteRefusal();
}

/** Signing out carries no body; only its origin is checked, so another site cannot sign the admin out. */
export function assertSameOriginSignout(req: Request, res: Response, config: Config) {
  if (isCookieWrite(req, res) && !fromOurOrigin(req, config)) throw crossSiteRefusal();
}

function crossSiteRefusal() {
  return new HttpError(403, "This change must come from the site's own pages");
}

function fromOurOrigin(req: Request, config: Config): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = req.get("origin");
  if (origin) return origin === config.siteUrl || origin === `${req.protocol}://${req.get("host")}`;
  return fetchSite === "same-origin";
}

/**
 * Every /api/admin/* call: a valid session, or 401 and nothing happens. With REQUIRE_2FA, an admin without a
 * second factor may only use the Security screen's calls until one is set up.
 */
export function requireAdmin(config: Config, services: Services): RequestHandler {
  return async (req, res, next) => {
    const session = currentSession(res);
    if (!session) throw new HttpError(401, "Unauthorized");
    assertSameOriginWrite(req, res, config);
    // A read can leak too: the backup download holds every patient message. The back office never asks across sites.
    if (req.get("sec-fetch-site") === "cross-site") throw new HttpError(403, "The back office answers only its own pages");
    if (config.requireSecondFactor && !req.path.startsWith("/security") && !(await services.sessions.hasSecondFactor(session.adminId))) {
      throw new HttpError(403, "Set up a second factor (an authenticator app or a passkey) first", { extra: { secondFactorRequired: true } });
    }
    next();
  };
}

function cookieOptions(req: Request, config: Config): CookieOptions {
  // Secure whenever the public site is https, even if TRUST_PROXY is wrong and the request looks like plain HTTP;
  // also over any HTTPS request in production. Plain-HTTP local runs and tests keep working.
  const secure = config.siteUrl.startsWith("https:") || (config.production && req.secure);
  return { httpOnly: true, sameSite: "strict", path: "/", secure };
}

export function setSessionCookie(req: Request, res: Response, config: Config, token: string, expiresAt: string) {
  res.cookie(sessionCookie, token, { ...cookieOptions(req, config), expires: new Date(expiresAt) });
}

export function clearSessionCookie(req: Request, res: Response, config: Config) {
  res.clearCookie(sessionCookie, cookieOptions(req, config));
}

export function presentedDeviceToken(req: Request): string | undefined {
  return readCookie(req.get("cookie") ?? "", deviceCookie) ?? undefined;
}

export function setDeviceCookie(req: Request, res: Response, config: Config, token: string, expiresAt: string) {
  res.cookie(deviceCookie, token, { ...cookieOptions(req, config), path: deviceCookiePath, expires: new Date(expiresAt) });
}
