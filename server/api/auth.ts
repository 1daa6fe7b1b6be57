import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import express, { type Request, type RequestHandler, type Response } from "express";
import { type SignedIn, authCalls } from "#app/contract/admin/auth.ts";
import type { AnswerOf, Call } from "#app/contract/call.ts";
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

/** How a plain handler answers its call: API.md's envelope around the contract's answer. */
type Reply<Answer> = (data: Answer, message?: string) => void;

/**
 * Registers a plain handler for one call of the contract under /api: the sign-in calls set cookies and keep the
 * failure counts themselves, so they are no endpoint(); their path and answer are the contract's all the same.
 */
function on<C extends Call>(router: express.Router, call: C, handler: (req: Request, res: Response, reply: Reply<AnswerOf<C>>) => Promise<void> | void) {
  const handle: RequestHandler = (req, res) => handler(req, res, (data, message) => ok(res, data, message));
  route(router, call.path.slice("/api".length), { [call.method]: handle });
}

/** Sign-in (password, then a code when the admin has a second factor; or a passkey), sign-out, the session check and reauth (API.md "Authentication"). */
export function authRoutes({ services, config }: AppDeps): express.Router {
  const router = express.Router();
  const { signIns } = services;

  /** The session's token and cookies, exactly as a password-only sign-in answers. */
  function answerSignedIn(req: Request, res: Response, result: Opened, reply: Reply<SignedIn>) {
    setSessionCookie(req, res, config, result.token, result.expiresAt);
    if (result.device) setDeviceCookie(req, res, config, result.device.token, result.device.expiresAt);
    reply(wire.signedIn(result.token, result.expiresAt), "Signed in");
  }

  on(router, authCalls.signIn, async (req, res, reply) => {
    const { email, password } = validate(signinInput, req.body);
    const result = await signIns.withPassword({ email, password, ...clientOf(req) });
    if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
    if (result.outcome === "invalid") throw new HttpError(401, "Invalid email or password");
    // The password was right, and a second factor is needed: no token, no cookie, whatever else the request said.
    if (result.outcome === "mfa-required") return reply({ mfaRequired: true, mfaToken: result.mfaToken }, "Enter the code from your authenticator app");
    answerSignedIn(req, res, result, reply);
  });

  on(router, authCalls.signInWithCode, async (req, res, reply) => {
    const { mfaToken, code } = validate(mfaSignin, req.body);
    const result = await signIns.withCode({ mfaToken, code, ...clientOf(req) });
    if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
    if (result.outcome === "invalid") throw new HttpError(401, "That code is not right, or it was used already. Try the newest code, or a recovery code.");
    answerSignedIn(req, res, result, reply);
  });

  on(router, authCalls.passkeyOptions, async (_req, _res, reply) => reply(await services.passkeys.authenticationOptions()));

  on(router, authCalls.signInWithPasskey, async (req, res, reply) => {
    const { response } = validate(passkeySignin, req.body);
    const result = await signIns.withPasskey({ response: response as unknown as AuthenticationResponseJSON, ...clientOf(req) });
    if (result.outcome === "locked") throw lockedOut(result.retryAfterSeconds);
    if (result.outcome === "invalid") throw new HttpError(401, "That passkey was not accepted. Try again, or sign in with your password.");
    answerSignedIn(req, res, result, reply);
  });

  on(router, authCalls.reauth, async (req, res, reply) => {
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
    reply({ confirmed: true }, "Thank you");
  });

  on(router, authCalls.signOut, async (req, res, reply) => {
    assertSameOriginSignout(req, res, config);
    const token = presentedToken(req);
    if (token) await services.sessions.signOut(token);
    clearSessionCookie(req, res, config);
    reply(null, "Signed out");
  });

  on(router, authCalls.session, (_req, res, reply) => {
    const session = currentSession(res);
    if (!session) throw new HttpError(401, "Unauthorized");
    reply({ email: session.email, expiresAt: session.expiresAt });
  });

  return router;
}
