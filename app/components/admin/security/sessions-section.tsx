import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { type SecuritySectionProps, securityHeadingClass, securitySectionClass } from "#app/components/admin/security/section.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/admin/format.ts";
import { signOutSession } from "#app/lib/admin/security.ts";

/** Every browser signed in to the back office, each but this one with its own "Sign out". */
export function SessionsSection({ overview, onChanged }: SecuritySectionProps) {
  async function signOut(id: string) {
    const answer = await signOutSession(id);
    if (!answer.ok) return notifyFailure(answer, answer.message || "That session could not be signed out");
    notify("success", "Signed out");
    await onChanged();
  }
  return (
    <section aria-labelledby="sessions-heading" className={securitySectionClass}>
      <h2 id="sessions-heading" className={securityHeadingClass}>
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
