import { useEffect, useState } from "react";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { OffsiteStatus } from "#app/lib/domain.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { formatIndiaDateTime } from "#app/lib/dates.ts";

type Run = NonNullable<OffsiteStatus["lastDrill"]>;

/** The off-site copies (README "Backups"): when the last one went, the last restore drill's result, and a drill on demand. */
export function OffsiteBackupStatus() {
  const [status, setStatus] = useState<OffsiteStatus | null>(null);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const [drilling, setDrilling] = useState(false);

  useEffect(() => {
    let current = true;
    adminApi.backup.status().then((result) => {
      if (!current) return;
      if (result.ok) setStatus(result.data.offsite);
      else setFailedToLoad(true);
    });
    return () => {
      current = false;
    };
  }, []);

  async function drill() {
    setDrilling(true);
    const result = await adminApi.backup.drill();
    setDrilling(false);
    if (!result.ok) return notifyFailure(result, result.message || "The restore drill could not be started. Please try again.");
    setStatus(result.data.offsite);
    if (result.data.drill?.ok) notify("success", "The restore drill passed: the newest off-site backup restores intact.");
    else notify("error", "The restore drill failed. See the details under Backups.");
  }

  if (failedToLoad) return <p className="mt-4 text-ink-700">The state of the off-site backups could not be loaded just now.</p>;
  if (!status) return null;
  if (!status.configured) {
    return (
      <p className="mt-4 max-w-prose text-ink-700">
        Off-site copies are not set up, so the nightly backups stay on this server. Whoever looks after the server can set them up in about ten minutes (the
        README's Backups section); until then, download a backup now and then.
      </p>
    );
  }
  return (
    <div className="mt-4">
      {status.problems.length > 0 ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 py-3 pr-4 pl-8 wrap-anywhere text-red-900">
          <ul className="list-disc">
            {status.problems.map((problem) => (
              <li key={problem.alert}>{problem.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink-900">Last off-site backup</dt>
        <dd className="text-ink-700">
          {status.lastSuccessAt ? formatIndiaDateTime(status.lastSuccessAt) : "None yet: the first one goes out with the next backup."}
        </dd>
        <dt className="font-medium text-ink-900">Last restore drill</dt>
        <dd className={status.lastDrill && !status.lastDrill.ok ? "font-medium text-red-800" : "text-ink-700"}>
          {status.lastDrill ? drillSentence(status.lastDrill) : "None yet: it runs every week, or now with the button below."}
        </dd>
      </dl>
      <button type="button" onClick={drill} disabled={drilling} aria-busy={drilling || undefined} className={buttonClass("secondary", "mt-4")}>
        {drilling ? "Restoring the newest backup…" : "Run a restore drill now"}
      </button>
    </div>
  );
}

function drillSentence(run: Run): string {
  const when = formatIndiaDateTime(run.at);
  // What went wrong is in the red box above.
  if (!run.ok) return `Failed on ${when}.`;
  const counts = run.counts;
  const restored = counts ? `${counts.posts} posts, ${counts.comments} comments, ${counts.messages} messages` : "the database";
  return `Passed on ${when}: ${restored} and ${run.images ?? 0} image files restored, as they were when backed up.`;
}
