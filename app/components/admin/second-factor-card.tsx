import { Link } from "react-router";
import { ShieldIcon } from "#app/components/ui/icons.tsx";
import { cardShape } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";

/** Asks for an authenticator app or a passkey while the password alone guards the patients' messages. */
export function SecondFactorCard({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section aria-labelledby="second-factor-title" className={`${cardShape} mb-6 flex gap-4 border-accent-200 bg-accent-50 p-5`}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        <ShieldIcon size={20} />
      </span>
      <div>
        <h2 id="second-factor-title" className="font-serif text-xl font-semibold">
          Protect the back office with a second factor
        </h2>
        <p className="mt-1 max-w-prose text-ink-700">
          Today your password alone opens every patient's message. With an authenticator app or a passkey as well, a leaked password is not enough to sign in.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/admin/security" className={buttonClass("primary")}>
            Set up a second factor
          </Link>
          <button type="button" className={buttonClass("secondary")} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      </div>
    </section>
  );
}
