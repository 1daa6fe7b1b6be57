import express from "express";
import { signinInput } from "#app/lib/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { HttpError, clientAddress, ok, route, tooManyRequests, validate } from "./http.ts";
import {
  assertSameOriginSignout,
  clearSessionCookie,
  currentSession,
  presentedDeviceToken,
  presentedToken,
  setDeviceCookie,
  setSessionCookie,
} from "./session.ts";
import * as wire from "./wire.ts";

/** Sign-in, sign-out and the session check (API.md "Authentication"). */
export function authRoutes({ services, config }: AppDeps): express.Router {
  const router = express.Router();

  route(router, "/auth/signin", {
    POST: async (req, res) => {
      const { email, password } = validate(signinInput, req.body);
      const result = await services.sessions.signIn({ email, password, address: clientAddress(req), deviceToken: presentedDeviceToken(req) });
      await services.activity.recordSignIn(result.outcome, email, clientAddress(req));
      if (result.outcome === "locked") {
        const minutes = Math.ceil(result.retryAfterSeconds / 60);
        throw tooManyRequests(
          `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          result.retryAfterSeconds,
        );
      }
      if (result.outcome === "invalid") throw new HttpError(401, "Invalid email or password");
      setSessionCookie(req, res, config, result.token, result.expiresAt);
      if (result.device) setDeviceCookie(req, res, config, result.device.token, result.device.expiresAt);
      ok(res, wire.signedIn(result.token, result.expiresAt), "Signed in");
    },
  });

  route(router, "/auth/signout", {
    POST: async (req, res) => {
      assertSameOriginSignout(req, res, config);
      const token = presentedToken(req);
      if (token) await services.sessions.signOut(token);
      clearSessionCookie(req, res, config);
      ok(res, null, "Signed out");
    },
  });

  route(router, "/auth/session", {
    GET: (_req, res) => {
      const session = currentSession(res);
      if (!session) throw new HttpError(401, "Unauthorized");
      ok(res, { email: session.email, expiresAt: session.expiresAt });
    },
  });

  return router;
}
