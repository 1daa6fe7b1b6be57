// Signing in and out (API.md "Authentication"; README "API" for the second step, passkeys and reauth).
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { mfaSignin, passkeySignin, reauthInput, signinInput } from "#app/lib/schemas.ts";
import { call } from "#app/contract/call.ts";

/** A session: its token (also set as a cookie) and when it ends. */
export type SignedIn = { encoded_token: string; expiresAt: string };

/** A password accepted for an admin with a second factor: no session yet, the token of the second step. */
type SecondStepNeeded = { mfaRequired: true; mfaToken: string };

export const authCalls = {
  signIn: call("POST", "/api/auth/signin").takes<typeof signinInput>().answers<SignedIn | SecondStepNeeded>(),
  /** The second step: the authenticator app's code, or a recovery code. */
  signInWithCode: call("POST", "/api/auth/signin/mfa").takes<typeof mfaSignin>().answers<SignedIn>(),
  passkeyOptions: call("POST", "/api/auth/passkey/options").answers<PublicKeyCredentialRequestOptionsJSON>(),
  signInWithPasskey: call("POST", "/api/auth/passkey/verify").takes<typeof passkeySignin>().answers<SignedIn>(),
  /** "Confirm it's you": the session may do dangerous acts for 15 minutes. */
  reauth: call("POST", "/api/auth/reauth").takes<typeof reauthInput>().answers<{ confirmed: true }>(),
  signOut: call("POST", "/api/auth/signout").answers<null>(),
  session: call("GET", "/api/auth/session").answers<{ email: string; expiresAt: string }>(),
};
