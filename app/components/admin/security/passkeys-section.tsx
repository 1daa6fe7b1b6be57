import { type FormEvent, useEffect, useState } from "react";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { TextField } from "#app/components/admin/text-field.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { type SecuritySectionProps, securityHeadingClass, securitySectionClass } from "#app/components/admin/security/section.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/admin/format.ts";
import { addPasskey, passkeysSupported, removePasskey } from "#app/lib/admin/security.ts";

/** The passkeys that sign in instead of the password: listed, added with this device's check, removed after asking. */
export function PasskeysSection({ overview, onChanged }: SecuritySectionProps) {
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
    <section aria-labelledby="passkeys-heading" className={securitySectionClass}>
      <h2 id="passkeys-heading" className={securityHeadingClass}>
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
