// The Security screen's calls and the second step of signing in (README "API": /api/admin/security/*, /api/auth/*).
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { type CallResult as PlainResult, requestJson } from "#app/lib/api-client.ts";
import { type CallResult, callApi } from "#app/lib/admin/http.ts";
import { bearerHeader, readToken } from "#app/lib/admin/token.ts";

export type Passkey = { _id: string; name: string; createdAt: string; lastUsedAt: string | null };
type SignedInSession = { _id: string; createdAt: string; lastSeenAt: string; device: string; current: boolean };
export type SecurityOverview = { totp: boolean; recoveryCodesLeft: number; passkeys: Passkey[]; sessions: SignedInSession[] };
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };
type SignedIn = { encoded_token: string; expiresAt: string };

export const fetchSecurity = () => callApi<SecurityOverview>("GET", "/api/admin/security");
export const setupTotp = () => callApi<TotpSetup>("POST", "/api/admin/security/totp/setup", {});
export const enableTotp = (code: string) => callApi<{ recoveryCodes: string[] }>("POST", "/api/admin/security/totp/enable", { code });
export const disableTotp = (code: string) => callApi<Record<string, never>>("POST", "/api/admin/security/totp/disable", { code });
export const renewRecoveryCodes = (code: string) => callApi<{ recoveryCodes: string[] }>("POST", "/api/admin/security/recovery-codes", { code });
export const removePasskey = (id: string) => callApi<{ _id: string }>("DELETE", "/api/admin/security/passkeys", { _id: id });
export const signOutSession = (id: string) => callApi<{ _id: string }>("DELETE", "/api/admin/security/sessions", { _id: id });
export const changePassword = (current: string, next: string) => callApi<Record<string, never>>("PUT", "/api/admin/security/password", { current, next });

/** The browser's passkey prompt, loaded only when a passkey is used. */
const webauthn = () => import("@simplewebauthn/browser");

/** Whether this browser can use passkeys at all; the buttons are hidden where it cannot. */
export async function passkeysSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Creates a passkey on this device and stores it under `name`. A cancelled prompt answers a failure with no message. */
export async function addPasskey(name: string): Promise<CallResult<{ passkey: Passkey }>> {
  const options = await callApi<PublicKeyCredentialCreationOptionsJSON>("POST", "/api/admin/security/passkeys/options", {});
  if (!options.ok) return options;
  const { startRegistration } = await webauthn();
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.data });
  } catch {
    return { ok: false, status: 0, message: "", sessionEnded: false };
  }
  return callApi("POST", "/api/admin/security/passkeys/register", { response, name });
}

async function passkeyAnswer(options: PublicKeyCredentialRequestOptionsJSON): Promise<unknown | null> {
  const { startAuthentication } = await webauthn();
  try {
    return await startAuthentication({ optionsJSON: options });
  } catch {
    return null;
  }
}

/** Signing in with a passkey instead of the password. */
export async function signInWithPasskey(): Promise<PlainResult<SignedIn> | null> {
  const options = await requestJson<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkey/options", { body: {} });
  if (!options.ok) return options;
  const response = await passkeyAnswer(options.data);
  return response ? requestJson<SignedIn>("POST", "/api/auth/passkey/verify", { body: { response } }) : null;
}

/** The second step of signing in: the code from the authenticator app, or a recovery code. */
export function completeSignIn(mfaToken: string, code: string): Promise<PlainResult<SignedIn>> {
  return requestJson<SignedIn>("POST", "/api/auth/signin/mfa", { body: { mfaToken, code } });
}

/**
 * "Confirm it's you": a code, the password (an admin without a second factor) or a passkey. Called without the
 * session-ending judgement of `callApi`, since a wrong code here is a 401 that must not sign the admin out.
 */
export async function confirmIdentity(proof: { code: string } | { password: string } | { passkey: true }): Promise<PlainResult<{ confirmed: true }> | null> {
  const headers = bearerHeader(readToken());
  if ("passkey" in proof) {
    const options = await requestJson<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkey/options", { body: {}, headers });
    if (!options.ok) return options;
    const response = await passkeyAnswer(options.data);
    if (!response) return null;
    return requestJson("POST", "/api/auth/reauth", { body: { response }, headers });
  }
  return requestJson("POST", "/api/auth/reauth", { body: proof, headers });
}
