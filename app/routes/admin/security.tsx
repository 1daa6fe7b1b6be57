import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { CodeField } from "#app/components/admin/security/code-field.tsx";
import { RecoveryCodes } from "#app/components/admin/security/recovery-codes.tsx";
import { LoadError, LoadingState } from "#app/components/admin/states.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/admin/format.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import {
  type SecurityOverview,
  type TotpSetup,
  addPasskey,
  changePassword,
  disableTotp,
  enableTotp,
  fetchSecurity,
  passkeysSupported,
  removePasskey,
  renewRecoveryCodes,
  setupTotp,
  signOutSession,
} from "#app/lib/admin/security.ts";
import { newPasswordMinLength } from "#app/lib/schemas.ts";
import type { Route } from "./+types/security";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Security", matches);
}

const sectionClass = `${cardClass} p-5 sm:p-6`;
const headingClass = "text-xl font-semibold";

/** The secret as people type it from paper: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * The back office's second factor: the authenticator app with its recovery codes, passkeys, the signed-in sessions
 * and the password. Turning things off, new recovery codes, removing a passkey and the password change ask the admin to
 * confirm it is them when the last confirmation is older than 15 minutes.
 */
export default function AdminSecurity() {
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [search] = useSearchParams();
  const setupRequired = search.get("setup") === "required" && overview !== null && !overview.totp && overview.passkeys.length === 0;

  const load = useCallback(async () => {
    const answer = await fetchSecurity();
    if (answer.ok) {
      setOverview(answer.data);
      setFailed(false);
    } else if (!answer.sessionEnded) {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <PageHeader title="Security" description="A second step after the password keeps patients' messages safe even if the password leaks." />
      {failed ? (
        <LoadError text="The security settings could not be loaded." onRetry={() => void load()} busy={false} />
      ) : !overview ? (
        <LoadingState />
      ) : (
        <div className="flex max-w-3xl flex-col gap-6">
          {setupRequired ? (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              This site asks for a second factor. Set up the authenticator app or add a passkey to use the back office.
            </p>
          ) : null}
          {freshCodes ? <RecoveryCodes codes={freshCodes} onDone={() => setFreshCodes(null)} /> : null}
          <AuthenticatorSection overview={overview} onChanged={load} onCodes={setFreshCodes} />
          <PasskeySection overview={overview} onChanged={load} />
          <SessionsSection overview={overview} onChanged={load} />
          <PasswordSection />
        </div>
      )}
    </>
  );
}

type SectionProps = { overview: SecurityOverview; onChanged: () => Promise<void> };

function AuthenticatorSection({ overview, onChanged, onCodes }: SectionProps & { onCodes: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [action, setAction] = useState<"renew" | "disable" | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function start() {
    setBusy(true);
    const answer = await setupTotp();
    setBusy(false);
    if (!answer.ok) return notifyFailure(answer, answer.message || "The set-up could not start");
    setSetup(answer.data);
    setCode("");
    setError("");
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const answer = setup ? await enableTotp(code) : action === "renew" ? await renewRecoveryCodes(code) : await disableTotp(code);
    setBusy(false);
    if (!answer.ok) {
      if (answer.sessionEnded || answer.reauth) return;
      setError(answer.errors?.code ?? (answer.message || "That did not work. Please try again."));
      return;
    }
    if ("recoveryCodes" in answer.data) onCodes(answer.data.recoveryCodes);
    notify("success", setup ? "The authenticator app is on" : action === "renew" ? "New recovery codes made" : "The authenticator app is off");
    setSetup(null);
    setAction(null);
    setCode("");
    await onChanged();
  }

  const asking = setup !== null || action !== null;
  return (
    <section aria-labelledby="authenticator-heading" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="authenticator-heading" className={headingClass}>
          Authenticator app
        </h2>
        <span className={`rounded-full px-3 py-1 font-medium ${overview.totp ? "bg-accent-50 text-accent-800" : "bg-sand-100 text-ink-700"}`}>
          {overview.totp ? "On" : "Off"}
        </span>
      </div>
      {overview.totp ? (
        <>
          <p className="mt-2 text-ink-700">
            Signing in asks for the 6-digit code from the app on your phone. {overview.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {overview.recoveryCodesLeft <= 3 ? (
            <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              Only {overview.recoveryCodesLeft} recovery {overview.recoveryCodesLeft === 1 ? "code is" : "codes are"} left. Make new ones so you can still sign
              in if you lose your phone.
            </p>
          ) : null}
          {!asking ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className={buttonClass("secondary")} onClick={() => setAction("renew")}>
                Make new recovery codes
              </button>
              <button type="button" className={buttonClass("danger")} onClick={() => setAction("disable")}>
                Turn off
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2 text-ink-700">
            Use an app such as Google Authenticator, Microsoft Authenticator or 2FAS. After the password, signing in asks for the code it shows.
          </p>
          {!setup ? (
            <button type="button" disabled={busy} className={buttonClass("primary", "mt-4")} onClick={() => void start()}>
              Set up the authenticator app
            </button>
          ) : (
            <div className="mt-4 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt="QR code to scan with the authenticator app"
                width={192}
                height={192}
                className="size-48 rounded-lg border border-sand-200 bg-white"
              />
              <div className="space-y-2">
                <p>
                  <strong>1.</strong> In the app, add an account and scan the QR code.
                </p>
                <p>
                  Can't scan? Type this key: <code className="block break-all rounded bg-sand-100 px-2 py-1 font-mono text-lg">{grouped(setup.secret)}</code>
                </p>
                <p>
                  <strong>2.</strong> Enter the code the app shows.
                </p>
              </div>
            </div>
          )}
        </>
      )}
      {asking ? (
        <form onSubmit={submit} className="mt-5 space-y-4">
          <CodeField
            value={code}
            onChange={setCode}
            error={error || undefined}
            inputRef={codeRef}
            hint={setup ? undefined : "The code from the app, or a recovery code."}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={buttonClass(action === "disable" ? "danger" : "primary")}>
              {busy ? "Checking…" : setup ? "Turn on" : action === "renew" ? "Make new codes" : "Turn off"}
            </button>
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                setSetup(null);
                setAction(null);
                setError("");
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function PasskeySection({ overview, onChanged }: SectionProps) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();

  useEffect(() => {
    passkeysSupported().then(setSupported, () => setSupported(false));
  }, []);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError("Name it, e.g. “My phone”");
    setBusy(true);
    setError("");
    const answer = await addPasskey(name.trim());
    setBusy(false);
    if (!answer.ok) {
      if (!answer.sessionEnded) setError(answer.message || "The passkey was not added. Try again.");
      return;
    }
    notify("success", "Passkey added");
    setName("");
    await onChanged();
  }

  async function remove(id: string, passkeyName: string) {
    const sure = await confirm({
      title: `Remove the passkey “${passkeyName}”?`,
      text: "It will no longer sign you in.",
      confirmLabel: "Remove",
      cancelLabel: "Cancel",
    });
    if (!sure) return;
    const answer = await removePasskey(id);
    if (!answer.ok) return answer.reauth ? undefined : notifyFailure(answer, answer.message || "The passkey could not be removed");
    notify("success", "Passkey removed");
    await onChanged();
  }

  return (
    <section aria-labelledby="passkeys-heading" className={sectionClass}>
      <h2 id="passkeys-heading" className={headingClass}>
        Passkeys
      </h2>
      <p className="mt-2 text-ink-700">Sign in with your phone's fingerprint, face or screen lock instead of the password.</p>
      {overview.passkeys.length > 0 ? (
        <ul className="mt-4 divide-y divide-sand-200 rounded-lg border border-sand-200">
          {overview.passkeys.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium">{passkey.name}</p>
                <p className="text-ink-700">
                  Added {formatDateTime(passkey.createdAt)}
                  {passkey.lastUsedAt ? ` · last used ${formatDateTime(passkey.lastUsedAt)}` : " · not used yet"}
                </p>
              </div>
              <button type="button" className={buttonClass("secondary", "", "compact")} onClick={() => void remove(passkey._id, passkey.name)}>
                Remove<span className="sr-only"> {passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {supported === false ? (
        <p className="mt-4 text-ink-700">This browser cannot make passkeys. Open the back office on your phone to add one.</p>
      ) : (
        <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <TextField label="Name of the new passkey" value={name} onChange={setName} error={error || undefined} maxLength={60} hint="E.g. “My phone”." />
          </div>
          <button type="submit" disabled={busy || supported === null} className={buttonClass("primary")}>
            {busy ? "Waiting for the device…" : "Add a passkey"}
          </button>
        </form>
      )}
    </section>
  );
}

function SessionsSection({ overview, onChanged }: SectionProps) {
  async function signOut(id: string) {
    const answer = await signOutSession(id);
    if (!answer.ok) return notifyFailure(answer, answer.message || "That session could not be signed out");
    notify("success", "Signed out");
    await onChanged();
  }
  return (
    <section aria-labelledby="sessions-heading" className={sectionClass}>
      <h2 id="sessions-heading" className={headingClass}>
        Signed-in sessions
      </h2>
      <p className="mt-2 text-ink-700">Every browser signed in to the back office now. Sign out any you don't recognise.</p>
      <ul className="mt-4 divide-y divide-sand-200 rounded-lg border border-sand-200">
        {overview.sessions.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div>
              <p className="font-medium">
                {session.device}
                {session.current ? <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-accent-800">This device</span> : null}
              </p>
              <p className="text-ink-700">
                Signed in {formatDateTime(session.createdAt)} · last used {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <button type="button" className={buttonClass("secondary", "", "compact")} onClick={() => void signOut(session._id)}>
                Sign out<span className="sr-only"> {session.device}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PasswordSection() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (next.length < newPasswordMinLength) return setErrors({ next: `The new password must be at least ${newPasswordMinLength} characters` });
    setBusy(true);
    setErrors({});
    const answer = await changePassword(current, next);
    setBusy(false);
    if (!answer.ok) {
      if (answer.sessionEnded || answer.reauth) return;
      if (answer.errors) return setErrors(answer.errors);
      return notifyFailure(answer, answer.message || "The password could not be changed");
    }
    notify("success", "Password changed. Every other session is signed out.");
    setCurrent("");
    setNext("");
  }

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className={headingClass}>
        Password
      </h2>
      <form onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <TextField label="Current password" value={current} onChange={setCurrent} error={errors.current} required password="current-password" />
        <TextField
          label="New password"
          value={next}
          onChange={setNext}
          error={errors.next}
          required
          password="new-password"
          hint={`At least ${newPasswordMinLength} characters; a few unrelated words are easy to remember and hard to guess.`}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
