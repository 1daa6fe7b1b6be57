import { useState } from "react";
import { downloadNewestBackup } from "#app/lib/admin/backup.ts";
import { DownloadIcon } from "#app/components/ui/icons.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { cardClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { OffsiteBackupStatus } from "#app/components/admin/offsite-backup-status.tsx";

/** The nightly backup, its off-site copies and their drills, and a button to keep a copy of the newest one by hand. */
export function BackupCard() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    const result = await downloadNewestBackup();
    setBusy(false);
    if (result.ok) notify("success", `Saved ${result.data.fileName} to your downloads`);
    else notifyFailure(result, result.message || "The backup could not be downloaded. Please try again.");
  }

  return (
    <section aria-labelledby="backup-heading" className={`${cardClass} mt-8 p-5`}>
      <h2 id="backup-heading" className="font-serif text-xl font-semibold">
        Backups
      </h2>
      <p className="mt-2 max-w-prose text-ink-700">
        Everything on this site (posts, comments, messages, images and the sign-in details) is backed up every night at 03:00. Download the newest backup now
        and then and keep it somewhere safe away from the server, such as an encrypted drive. Anyone who has it can read every message, so share it with no one.
      </p>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={buttonClass("secondary", "mt-4")}>
        <DownloadIcon size={20} />
        {busy ? "Preparing the backup…" : "Download the newest backup"}
      </button>
      <OffsiteBackupStatus />
    </section>
  );
}
