import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { securityCalls } from "#app/contract/admin/security.ts";
import { codeBody, idBody, passkeyRegistration, passwordChange } from "#app/lib/schemas.ts";
import type { AppDeps } from "../../app-deps.ts";
import { weakPasswordProblem } from "../../services/password-rule.ts";
import { type CallContext, type Endpoint, endpoint } from "../endpoint.ts";
import { HttpError } from "../http.ts";
import * as wire from "../wire.ts";

const wrongCode = () => new HttpError(400, "That code is not right. Enter the newest code from the app.", { errors: { code: "That code is not right" } });

/** The signed-in admin of an /api/admin call; `requireAdmin` has made sure there is one. */
function adminOf({ session }: CallContext) {
  if (!session) throw new HttpError(401, "Unauthorized");
  return session;
}

/** The Security screen (issue 18): the authenticator app, recovery codes, passkeys, sessions and the password. */
export function adminSecurityEndpoints({ services }: AppDeps): Endpoint[] {
  const { authenticator, passkeys, sessions, admins, outbox } = services;

  return [
    endpoint(securityCalls.overview, {
      run: async (_input, context) => {
        const session = adminOf(context);
        return {
          totp: await authenticator.enabled(session.adminId),
          recoveryCodesLeft: await authenticator.recoveryCodesLeft(session.adminId),
          passkeys: await passkeys.list(session.adminId),
          sessions: await sessions.list(session.adminId, session.id),
        };
      },
      answer: (security) => ({ ...security, passkeys: security.passkeys.map(wire.passkey), sessions: security.sessions.map(wire.sessionInfo) }),
    }),

    endpoint(securityCalls.setupTotp, {
      invalidates: "nothing",
      run: (_input, context) => authenticator.setup(adminOf(context).adminId),
      notFound: "Admin not found",
    }),

    endpoint(securityCalls.enableTotp, {
      invalidates: "nothing",
      input: codeBody,
      run: async ({ code }, context) => {
        const recoveryCodes = await authenticator.enable(adminOf(context).adminId, code);
        if (!recoveryCodes) throw wrongCode();
        return { recoveryCodes };
      },
      message: "The authenticator app is on. Keep the recovery codes somewhere safe.",
      audit: { action: "2fa.enable" },
    }),

    endpoint(securityCalls.disableTotp, {
      invalidates: "nothing",
      fresh: true,
      input: codeBody,
      run: async ({ code }, context) => {
        if (!(await authenticator.disable(adminOf(context).adminId, code))) throw wrongCode();
        await outbox.addSecurity("second-factor-disabled");
        return {};
      },
      message: "The authenticator app is off",
      audit: { action: "2fa.disable" },
    }),

    endpoint(securityCalls.renewRecoveryCodes, {
      invalidates: "nothing",
      fresh: true,
      input: codeBody,
      run: async ({ code }, context) => {
        const recoveryCodes = await authenticator.renewRecoveryCodes(adminOf(context).adminId, code);
        if (!recoveryCodes) throw wrongCode();
        return { recoveryCodes };
      },
      message: "New recovery codes made; the old ones no longer work",
      audit: { action: "2fa.recovery-codes" },
    }),

    endpoint(securityCalls.passkeyOptions, {
      invalidates: "nothing",
      run: async (_input, context) => {
        const session = adminOf(context);
        return passkeys.registrationOptions({ id: session.adminId, email: session.email });
      },
    }),

    endpoint(securityCalls.registerPasskey, {
      invalidates: "nothing",
      input: passkeyRegistration,
      run: async ({ response, name }, context) => {
        const added = await passkeys.register(adminOf(context).adminId, response as unknown as RegistrationResponseJSON, name);
        if (!added) throw new HttpError(400, "The passkey could not be added. Please try again.");
        await outbox.addSecurity("passkey-added");
        return added;
      },
      answer: (passkey) => ({ passkey: wire.passkey(passkey) }),
      message: "Passkey added",
      audit: { action: "passkey.add", target: (passkey) => `passkey “${passkey.name}”` },
    }),

    endpoint(securityCalls.removePasskey, {
      invalidates: "nothing",
      fresh: true,
      input: idBody,
      run: ({ _id }, context) => passkeys.remove(adminOf(context).adminId, _id),
      notFound: "Passkey not found",
      answer: (passkey) => wire.idOf(passkey.id),
      message: "Passkey removed",
      audit: { action: "passkey.remove", target: (passkey) => `passkey “${passkey.name}”` },
    }),

    endpoint(securityCalls.signOutSession, {
      invalidates: "nothing",
      input: idBody,
      run: ({ _id }, context) => sessions.revoke(adminOf(context).adminId, _id),
      notFound: "Session not found",
      answer: (_revoked, { _id }) => wire.idOf(_id),
      message: "Signed out",
      audit: { action: "session.revoke", target: (_revoked, { _id }) => `session ${_id}` },
    }),

    endpoint(securityCalls.changePassword, {
      invalidates: "nothing",
      fresh: true,
      input: passwordChange,
      run: async ({ current, next }, context) => {
        const session = adminOf(context);
        if (!(await admins.verify(session.email, current))) {
          throw new HttpError(400, "The current password is not right", { errors: { current: "The current password is not right" } });
        }
        const weak = await weakPasswordProblem(next, session.email);
        if (weak) throw new HttpError(400, weak, { errors: { next: weak } });
        await admins.replacePassword(session.adminId, next);
        await sessions.revokeOthers(session.adminId, session.id);
        await outbox.addSecurity("password-changed");
        return {};
      },
      message: "Password changed; every other session is signed out",
      audit: { action: "password.change" },
    }),
  ];
}
