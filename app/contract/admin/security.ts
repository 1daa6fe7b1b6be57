import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { codeBody, idBody, passkeyRegistration, passwordChange } from "#app/lib/schemas.ts";
import type { TotpSetup } from "#app/lib/domain.ts";
import type { WirePasskey, WireSession } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";

export type SecurityOverview = { totp: boolean; recoveryCodesLeft: number; passkeys: WirePasskey[]; sessions: WireSession[] };

type Done = Record<string, never>;

/** The Security screen (issue 18): the authenticator app, recovery codes, passkeys, sessions and the password. */
export const securityCalls = {
  overview: call("GET", "/api/admin/security").answers<SecurityOverview>(),
  setupTotp: call("POST", "/api/admin/security/totp/setup").answers<TotpSetup>(),
  enableTotp: call("POST", "/api/admin/security/totp/enable").takes<typeof codeBody>().answers<{ recoveryCodes: string[] }>(),
  disableTotp: call("POST", "/api/admin/security/totp/disable").takes<typeof codeBody>().answers<Done>(),
  renewRecoveryCodes: call("POST", "/api/admin/security/recovery-codes").takes<typeof codeBody>().answers<{ recoveryCodes: string[] }>(),
  passkeyOptions: call("POST", "/api/admin/security/passkeys/options").answers<PublicKeyCredentialCreationOptionsJSON>(),
  registerPasskey: call("POST", "/api/admin/security/passkeys/register").takes<typeof passkeyRegistration>().answers<{ passkey: WirePasskey }>(),
  removePasskey: call("DELETE", "/api/admin/security/passkeys").takes<typeof idBody>().answers<{ _id: string }>(),
  signOutSession: call("DELETE", "/api/admin/security/sessions").takes<typeof idBody>().answers<{ _id: string }>(),
  changePassword: call("PUT", "/api/admin/security/password").takes<typeof passwordChange>().answers<Done>(),
};
