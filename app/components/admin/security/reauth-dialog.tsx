import { type FormEvent, useEffect, useRef, useState } from "react";
import { Modal } from "#app/components/admin/modal.tsx";
import { CodeField } from "#app/components/admin/security/code-field.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { lockoutMessage } from "#app/lib/admin/auth.ts";
import { handleReauth } from "#app/lib/admin/http.ts";
import { confirmIdentity, fetchSecurity, passkeysSupported } from "#app/lib/admin/security.ts";

type Factors = { totp: boolean; passkeys: boolean };
type Pending = { resolve: (confirmed: boolean) => void };

/**
 * "Confirm it's you": shown when a dangerous act (a backup download, an erasure, a security change) meets a session
 * whose last confirmation is older than 15 minutes. Once confirmed, the act the admin asked for carries on.
 */
export function ReauthDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [factors, setFactors] = useState<Factors | null>(null);
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      handleReauth(
        () =>
          new Promise<boolean>((resolve) => {
            setCode("");
            setPassword("");
            setError("");
            setFactors(null);
            setPending({ resolve });
            fetchSecurity().then((overview) => {
              setFactors(overview.ok ? { totp: overview.data.totp, passkeys: overview.data.passkeys.length > 0 } : { totp: true, passkeys: false });
            });
            passkeysSupported().then(setCanUsePasskey, () => setCanUsePasskey(false));
          }),
      ),
    [],
  );

  function finish(confirmed: boolean) {
    pending?.resolve(confirmed);
    setPending(null);
  }

  async function confirm(proof: Parameters<typeof confirmIdentity>[0]) {
    setBusy(true);
    setError("");
    const result = await confirmIdentity(proof);
    setBusy(false);
    if (result?.ok) return finish(true);
    if (!result) return setError("The passkey was not used. Try again, or enter a code.");
    setError(result.status === 429 ? result.message || lockoutMessage(result.retryAfter) : result.message || "That did not work. Please try again.");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (factors?.totp) void confirm({ code });
    else void confirm({ password });
  }

  const withCode = factors?.totp ?? false;
  const withPasskey = Boolean(factors?.passkeys && canUsePasskey);
  return (
    <Modal open={pending !== null} title="Confirm it's you" onDismiss={() => finish(false)} initialFocus={codeRef}>
      <p className="mt-2 text-ink-700">This changes something important, so we check again that it is you.</p>
      {factors === null ? (
        <p role="status" className="mt-4 text-ink-700">
          Loading…
        </p>
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-4">
          {withCode ? (
            <CodeField value={code} onChange={setCode} error={error || undefined} hint="Or one of your recovery codes." inputRef={codeRef} />
          ) : factors.passkeys ? null : (
            <TextField
              label="Your password"
              value={password}
              onChange={setPassword}
              error={error || undefined}
              required
              name="password"
              password="current-password"
            />
          )}
          {!withCode && factors.passkeys && error ? <p className="font-medium text-red-800">{error}</p> : null}
          <div className="flex flex-wrap gap-3">
            {withCode || !factors.passkeys ? (
              <button type="submit" disabled={busy} className={buttonClass("primary")}>
                {busy ? "Checking…" : "Confirm"}
              </button>
            ) : null}
            {withPasskey ? (
              <button type="button" disabled={busy} onClick={() => void confirm({ passkey: true })} className={buttonClass(withCode ? "secondary" : "primary")}>
                Use a passkey
              </button>
            ) : null}
            <button type="button" onClick={() => finish(false)} className={buttonClass("secondary")}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
