import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { ActivityService } from "./activity.ts";
import type { Outbox } from "./outbox.ts";
import type { Client, ReauthResult, SecondStepResult, Session, SessionService, SigninResult } from "./sessions.ts";

/**
 * Every way of signing in or confirming it is still the admin, with what each outcome leaves behind beside the
 * session: the activity line (the e-mail tried and the address it came from, or the signed-in admin for a reauth),
 * and the practice's security e-mail when a recovery code was used. The API only reads the request and answers.
 */
export function createSignIns({ sessions, activity, outbox }: { sessions: SessionService; activity: ActivityService; outbox: Outbox }) {
  return {
    /** The password; every outcome is one line ("signin", "signin.failed", "signin.locked", "signin.mfa-required"). */
    async withPassword(input: { email: string; password: string } & Client): Promise<SigninResult> {
      const result = await sessions.signIn(input);
      await activity.recordSignIn(result.outcome, input.email, input.address);
      return result;
    },

    /** The second step, with an authenticator or a recovery code. */
    async withCode(input: { mfaToken: string; code: string } & Client): Promise<SecondStepResult & { email?: string }> {
      const result = await sessions.completeSignIn(input);
      const email = result.email ?? "unknown";
      if (result.outcome === "locked") {
        await activity.recordSignIn("locked", email, input.address);
      } else if (result.outcome === "invalid") {
        await activity.recordSignIn("code-failed", email, input.address);
      } else {
        await activity.recordSignIn(result.via === "recovery" ? "recovery-code" : "signed-in", email, input.address);
        if (result.via === "recovery") await outbox.addSecurity("recovery-code-used");
      }
      return result;
    },

    /** A passkey; a refusal while locked adds no line, as no e-mail is known to name. */
    async withPasskey(input: { response: AuthenticationResponseJSON } & Client): Promise<SecondStepResult & { email?: string }> {
      const result = await sessions.signInWithPasskey(input);
      if (result.outcome === "invalid") await activity.recordSignIn("passkey-failed", "unknown", input.address);
      if (result.outcome === "signed-in") await activity.recordSignIn("passkey", result.email ?? "unknown", input.address);
      return result;
    },

    /** A signed-in session confirming a factor before a dangerous act. */
    async reauthenticate(
      session: Session,
      proof: { code?: string; password?: string; response?: AuthenticationResponseJSON },
      client: Client,
    ): Promise<ReauthResult> {
      const result = await sessions.reauthenticate(session, proof, client);
      if (result.outcome === "invalid") await activity.record({ actor: session.email, action: "reauth.failed", target: "" });
      if (result.outcome === "confirmed" && result.via === "recovery") await outbox.addSecurity("recovery-code-used");
      return result;
    },
  };
}
