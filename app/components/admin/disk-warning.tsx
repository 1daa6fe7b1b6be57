import { AlertIcon } from "#app/components/ui/icons.tsx";
import type { AdminStats } from "#app/contract/admin/index.ts";
import { formatBytes } from "#app/lib/bytes.ts";

/** The dashboard's warning while the site's disk has less than 10 % or 200 MB free; nothing otherwise. */
export function DiskWarning({ disk }: { disk: AdminStats["disk"] }) {
  if (!disk.low) return null;
  return (
    <section role="alert" className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950">
      <span className="mt-0.5 shrink-0">
        <AlertIcon size={20} />
      </span>
      <p>
        <strong>The server's disk is nearly full:</strong> {formatBytes(disk.freeBytes)} free of {formatBytes(disk.totalBytes)}. When it is full, nothing new
        can be saved (posts, messages, comments, pictures). Delete pictures you no longer need, or ask whoever looks after the server to make room.
      </p>
    </section>
  );
}
