import { adminCalls } from "#app/contract/admin/index.ts";
import { authCalls } from "#app/contract/admin/auth.ts";
import type { ApiAnswer } from "#app/contract/shapes.ts";
import { type CallResult, clientOf, requestJson, toResult as plainResult } from "#app/lib/api-client.ts";
import { bearerHeader, readToken, removeToken } from "#app/lib/admin/token.ts";

export const sessionEndedNotice = "Your session has ended. Please sign in again.";

/** Fires when any admin call answers 401, so the layout can swap to the login screen. */
export const sessionEvents = new EventTarget();

/**
 * Asks the admin to confirm it is them (the layout's "Confirm it's you" dialog); resolves true once confirmed. Set by
 * the layout; absent on the login screen.
 */
let confirmIdentity: (() => Promise<boolean>) | null = null;

export function handleReauth(handler: () => Promise<boolean>): () => void {
  confirmIdentity = handler;
  return () => {
    if (confirmIdentity === handler) confirmIdentity = null;
  };
}

/**
 * A call that may meet "Confirm it's you": asks the admin, and after a confirmation makes the same call again, so the
 * admin's request carries on. Without a confirmation the refusal is the answer.
 */
export async function withReauth<T>(call: () => Promise<CallResult<T>>): Promise<CallResult<T>> {
  const first = await call();
  if (first.ok || !first.reauth || !confirmIdentity) return first;
  return (await confirmIdentity()) ? call() : first;
}

function endSession(): void {
  removeToken();
  sessionEvents.dispatchEvent(new Event("ended"));
}

/**
 * The back office's calls, and signing in and out: each with the stored token as `Authorization: Bearer`, confirming
 * it's the admin when asked, and ending the session on a 401; never throws.
 */
export const adminApi = clientOf({ ...adminCalls, auth: authCalls }, (call, address, body) =>
  withReauth(async () => {
    const token = readToken();
    const result = await requestJson(call.method, address, { body, headers: bearerHeader(token) });
    return withSession(result, token !== null);
  }),
);

/**
 * The sign-in calls without the session's judgement: the second step and a passkey before there is a session, and
 * "Confirm it's you", where a wrong code is a 401 that must not sign the admin out. The token goes along when there is
 * one.
 */
export const authApi = clientOf(authCalls, (call, address, body) => requestJson(call.method, address, { body, headers: bearerHeader(readToken()) }));

/** The uploads' XMLHttpRequest answers, judged the same way as every other call. */
export function toResult<T>(status: number, answer: ApiAnswer<T> | null, retryAfterHeader: string | null, hadToken: boolean): CallResult<T> {
  return withSession(plainResult(status, answer, retryAfterHeader), hadToken);
}

function withSession<T>(result: CallResult<T>, hadToken: boolean): CallResult<T> {
  if (result.ok) return result;
  if (result.secondFactorRequired) sessionEvents.dispatchEvent(new Event("second-factor-required"));
  // A 401 without a stored token is simply "not signed in", not an ended session; nor is "Confirm it's you".
  const sessionEnded = result.status === 401 && hadToken && !result.reauth;
  if (sessionEnded) endSession();
  return { ...result, sessionEnded };
}
