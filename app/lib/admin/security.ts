// The Security screen's calls and the second step of signing in (README "API": /api/admin/security/*, /api/auth/*).
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { SignedIn, authCalls } from "#app/contract/admin/auth.ts";
import type { InputOf } from "#app/contract/call.ts";
import type { WirePasskey } from "#app/contract/shapes.ts";
import type { CallResult } from "#app/lib/api-client.ts";
import { adminApi, authApi } from "#app/lib/admin/http.ts";

const { security } = adminApi;

/** What the browser's passkey prompt answers, as @simplewebauthn/browser makes it; the server's schema checks it. */
type PasskeyAnswer = InputOf<typeof authCalls.signInWithPasskey>["response"];

export const fetchSecurity = () => security.overview();
export const setupTotp = () => security.setupTotp();
export const enableTotp = (code: string) => security.enableTotp({ code });
export const disableTotp = (code: string) => security.disableTotp({ code });
export const renewRecoveryCodes = (code: string) => security.renewRecoveryCodes({ code });
export const removePasskey = (id: string) => security.removePasskey({ _id: id });
export const signOutSession = (id: string) => security.signOutSession({ _id: id });
export const changePassword = (current: string, next: string) => security.changePassword({ current, next });

/** The browser's passkey prompt, loaded only when a passkey is used. */
const webauthn = () => import("@simplewebauthn/browser");

/** Whether this browser can use passkeys at all; the buttons are hidden where it cannot. */
export async function passkeysSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Creates a passkey on this device and stores it under `name`. A cancelled prompt answers a failure with no message. */
export async function addPasskey(name: string): Promise<CallResult<{ passkey: WirePasskey }>> {
  const options = await security.passkeyOptions();
  if (!options.ok) return options;
  const { startRegistration } = await webauthn();
  let response: PasskeyAnswer;
  try {
    response = (await startRegistration({ optionsJSON: options.data })) as unknown as PasskeyAnswer;
  } catch {
    return { ok: false, status: 0, message: "", sessionEnded: false };
  }
  return security.registerPasskey({ response, name });
}

async function passkeyAnswer(options: PublicKeyCredentialRequestOptionsJSON): Promise<PasskeyAnswer | null> {
  const { startAuthentication } = await webauthn();
  try {
    return (await startAuthentication({ optionsJSON: options })) as unknown as PasskeyAnswer;
  } catch {
    return null;
  }
}

/** Signing in with a passkey instead of the password. */
export async function signInWithPasskey(): Promise<CallResult<SignedIn> | null> {
  const options = await authApi.passkeyOptions();
  if (!options.ok) return options;
  const response = await passkeyAnswer(options.data);
  return response ? authApi.signInWithPasskey({ response }) : null;
}

/** The second step of signing in: the code from the authenticator app, or a recovery code. */
export function completeSignIn(mfaToken: string, code: string): Promise<CallResult<SignedIn>> {
  return authApi.signInWithCode({ mfaToken, code });
}

/**
 * "Confirm it's you": a code, the password (an admin without a second factor) or a passkey. Called without the
 * session-ending judgement of `adminApi`, since a wrong code here is a 401 that must not sign the admin out.
 */
export async function confirmIdentity(proof: { code: string } | { password: string } | { passkey: true }): Promise<CallResult<{ confirmed: true }> | null> {
  if ("passkey" in proof) {
    const options = await authApi.passkeyOptions();
    if (!options.ok) return options;
    const response = await passkeyAnswer(options.data);
    if (!response) return null;
    return authApi.reauth({ response });
  }
  return authApi.reauth(proof);
}
