import { type FormEvent, useRef, useState } from "react";
import { CodeField } from "#app/components/admin/security/code-field.tsx";
import { RecoveryCodesLeft } from "#app/components/admin/security/recovery-codes.tsx";
import { type SecuritySectionProps, securityHeadingClass, securitySectionClass } from "#app/components/admin/security/section.ts";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { TotpSetup } from "#app/lib/domain.ts";
import { disableTotp, enableTotp, renewRecoveryCodes, setupTotp } from "#app/lib/admin/security.ts";

/** The secret as people type it from paper: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/** The QR code and the key to type instead, while the app is being set up. */
function SetupSteps({ setup }: { setup: TotpSetup }) {
  return (
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
  );
}

type AuthenticatorSectionProps = SecuritySectionProps & {
  /** New recovery codes, made when the app is turned on or on request, to show once. */
  onCodes: (codes: string[]) => void;
};

/**
 * The authenticator app: set up from a QR code and turned on with its first code; once on, new recovery codes and
 * turning it off each ask for a code (or a recovery code).
 */
export function AuthenticatorSection({ overview, onChanged, onCodes }: AuthenticatorSectionProps) {
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

  function cancel() {
    setSetup(null);
    setAction(null);
    setError("");
  }

  const asking = setup !== null || action !== null;
  return (
    <section aria-labelledby="authenticator-heading" className={securitySectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="authenticator-heading" className={securityHeadingClass}>
          Authenticator app
        </h2>
        <span className={`rounded-full px-3 py-1 font-medium ${overview.totp ? "bg-accent-50 text-accent-800" : "bg-sand-100 text-ink-700"}`}>
          {overview.totp ? "On" : "Off"}
        </span>
      </div>
      {overview.totp ? (
        <>
          <RecoveryCodesLeft left={overview.recoveryCodesLeft} />
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
          {setup ? (
            <SetupSteps setup={setup} />
          ) : (
            <button type="button" disabled={busy} className={buttonClass("primary", "mt-4")} onClick={() => void start()}>
              Set up the authenticator app
            </button>
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
            <button type="button" className={buttonClass("secondary")} onClick={cancel}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
