import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import express, { type Request, type Response } from "express";
import { mfaSignin, passkeySignin, reauthInput, signinInput } from "#app/lib/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { Opened } from "../services/sessions.ts";
import { clientOf } from "./endpoint.ts";
import { HttpError, ok, route, tooManyRequests, validate } from "./http.ts";
import { assertSameOriginSignout, clearSessionCookie, currentSession, presentedToken, setDeviceCookie, setSessionCookie } from "./session.ts";
import * as wire from "./wire.ts";

function lockedOut(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(`Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, retryAfterSeconds);
}

/** Sign-in (password, then a code when the admin has a second factor; or a passkey), sign-out, the session check and reauth (API.md "Authentication"). */
export function authRoutes({ services, config }: AppDeps): express.Router {
  const router = express.Router();
  const { signIns } = services;

  /** The session's token and cookies, exactly as a password-only sign-in answers. */
  function answerSignedIn(req: Request, res: Response, result: Opened) {
    setSessionCookie(req, res, config, result.token, result.expiresAt);
    if (result.device) setDeviceCookie(req, res, config, result.device.token, result.device.expiresAt);
    ok(res, wire.signedIn(result.token, result.expiresAt), "Signed in");
  }

  route(router, "/auth/signin", {
    POST: async (req, res) => {
      const { email, password } = validate(signinInput, req.body);
      const result = await signIns.withPassword({ email, password, ...clientOf(req) });
      if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
      if (result.outcome === "invalid") throw new HttpError(401, "Invalid email or password");
      // The password was right, and a second factor is needed: no token, no cookie, whatever else the request said.
      if (result.outcome === "mfa-required") return ok(res, { mfaRequired: true, mfaToken: result.mfaToken }, "Enter the code from your authenticator app");
      answerSignedIn(req, res, result);
    },
  });

  route(router, "/auth/signin/mfa", {
    POST: async (req, res) => {
      const { mfaToken, code } = validate(mfaSignin, req.body);
      const result = await signIns.withCode({ mfaToken, code, ...clientOf(req) });
      if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
      if (result.outcome === "invalid") throw new HttpError(401, "That code is not right, or it was used already. Try the newest code, or a recovery code.");
      answerSignedIn(req, res, result);
    },
  });

  route(router, "/auth/passkey/options", {
    POST: async (_req, res) => ok(res, await services.passkeys.authenticationOptions()),
  });

  route(router, "/auth/passkey/verify", {
    POST: async (req, res) => {
      const { response } = validate(passkeySignin, req.body);
      const result = await signIns.withPasskey({ response: response as unknown as AuthenticationResponseJSON, ...clientOf(req) });
      if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
      if (result.outcome === "invalid") throw new HttpError(401, "That passkey was not accepted. Try again, or sign in with your password.");
      answerSignedIn(req, res, result);
    },
  });

  route(router, "/auth/reauth", {
    POST: async (req, res) => {
      const session = currentSession(res);
      if (!session) throw new HttpError(401, "Unauthorized");
      const proof = validate(reauthInput, req.body);
      const result = await signIns.reauthenticate(
        session,
        { ...proof, response: proof.response as unknown as AuthenticationResponseJSON | undefined },
        clientOf(req),
      );
      if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
      if (result.outcome === "invalid") {
        throw new HttpError(401, proof.password !== undefined ? "That password is not right" : "That code is not right, or it was used already");
      }
      ok(res, { confirmed: true }, "Thank you");
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
