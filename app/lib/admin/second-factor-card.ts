import type { SecurityOverview } from "#app/contract/admin/security.ts";
import type { CallResult } from "#app/lib/api-client.ts";

/**
 * Whether the dashboard's card asking for a second factor was dismissed in this browser. Kept in localStorage, not on
 * the server: it is a nudge, not a setting, so each device the doctor signs in on asks once, and it needs no table
 * or call of its own. A second factor set up anywhere ends the card everywhere, since the dashboard asks the server.
 */
const key = "practice-admin:second-factor-card-dismissed";

/**
 * The card shows while the server says nothing but the password guards the back office (no authenticator app, no
 * passkey) and it was not dismissed here; a failed call shows nothing rather than a warning that may be wrong.
 */
export function asksForSecondFactor(security: CallResult<Pick<SecurityOverview, "totp" | "passkeys">>, dismissed: boolean): boolean {
  return security.ok && !security.data.totp && security.data.passkeys.length === 0 && !dismissed;
}

export function secondFactorCardDismissed(): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function dismissSecondFactorCard(): void {
  try {
    localStorage.setItem(key, "1");
  } catch {
    // Storage blocked: the card goes for now and asks again next time, which is no harm.
  }
}
