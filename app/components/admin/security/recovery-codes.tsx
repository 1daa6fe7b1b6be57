import { useEffect, useRef } from "react";
import { notify } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { saveFile } from "#app/lib/save-file.ts";

/** How many recovery codes are left, with a warning to make new ones before they run out. */
export function RecoveryCodesLeft({ left }: { left: number }) {
  return (
    <>
      <p className="mt-2 text-ink-700">Signing in asks for the 6-digit code from the app on your phone. {left} of 10 recovery codes left.</p>
      {left <= 3 ? (
        <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Only {left} recovery {left === 1 ? "code is" : "codes are"} left. Make new ones so you can still sign in if you lose your phone.
        </p>
      ) : null}
    </>
  );
}

/**
 * The ten recovery codes, shown once: each signs in once when the phone is lost. Copied or downloaded as text,
 * to keep on paper or in a password manager, never in the same place as the phone.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = `Recovery codes for the practice website's back office\nEach code works once. Keep them somewhere safe.\n\n${codes.join("\n")}\n`;

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify("success", "Recovery codes copied");
    } catch {
      notify("error", "Copying is not allowed here; select the codes and copy them, or download them");
    }
  }

  const download = () => saveFile(new Blob([text], { type: "text/plain" }), "practice-recovery-codes.txt");

  return (
    <section aria-labelledby="recovery-codes-heading" className="rounded-2xl border-2 border-accent-700 bg-white p-5 sm:p-6">
      <h2 id="recovery-codes-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Your recovery codes
      </h2>
      <p className="mt-2 text-ink-700">
        If you lose your phone, each of these signs you in once. They are shown only now: copy or download them and keep them somewhere safe.
      </p>
      <ol className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 font-mono text-lg whitespace-nowrap min-[480px]:grid-cols-2 sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={download}>
          Download as text
        </button>
        <button type="button" className={buttonClass("primary")} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
