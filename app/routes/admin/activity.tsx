import { AdminListPage } from "#app/components/admin/admin-list-page.tsx";
import { type Column, ResponsiveTable } from "#app/components/admin/responsive-table.tsx";
import { ReceivedAt } from "#app/components/admin/table-cells.tsx";
import { useListReload } from "#app/components/admin/use-admin-list.ts";
import { useState } from "react";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { actionLabel, isWarning, listActivity } from "#app/lib/admin/activity.ts";
import { undoDismissal } from "#app/lib/admin/blogs.ts";
import { listViewOf } from "#app/lib/admin/lists.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { WireActivityEntry } from "#app/contract/shapes.ts";
import type { Route } from "./+types/activity";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Activity", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = listViewOf(new URL(request.url));
  return { view, result: await listActivity(view) };
}
clientLoader.hydrate = true as const;

/**
 * "Undo" for an entry whose change can still be undone: a translation marked up to date, the one such change, is
 * outdated again with the changes it showed before.
 */
function UndoButton({ entry, onUndone }: { entry: WireActivityEntry & { undo: string }; onUndone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    const result = await undoDismissal(entry.undo);
    setBusy(false);
    if (!result.ok) return notifyFailure(result, result.status === 404 ? result.message : "Failed to undo");
    notify("success", "Marked as outdated again");
    await onUndone();
  }
  return (
    <button type="button" className={buttonClass("secondary", "", "compact")} onClick={undo} disabled={busy}>
      {busy ? "Undoing..." : "Undo"}
      <span className="sr-only">
        : {actionLabel(entry.action)}, {entry.target}
      </span>
    </button>
  );
}

function Action({ action }: { action: string }) {
  if (!isWarning(action)) return <span>{actionLabel(action)}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">
      <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
      {actionLabel(action)}
    </span>
  );
}

function columnsOf(onUndone: () => Promise<unknown>): Column<WireActivityEntry>[] {
  return [
    { header: "When", cell: (entry) => <ReceivedAt iso={entry.at} />, width: "w-[16%]" },
    { header: "Who", cell: (entry) => <span className="break-words">{entry.actor}</span>, width: "w-[24%]" },
    {
      header: "What",
      cell: (entry) => (
        <div className="flex flex-col items-start gap-2">
          <Action action={entry.action} />
          {entry.undo ? <UndoButton entry={{ ...entry, undo: entry.undo }} onUndone={onUndone} /> : null}
        </div>
      ),
      width: "w-[24%]",
    },
    { header: "On what", cell: (entry) => <span className="break-words text-ink-700">{entry.target}</span>, width: "w-[36%]" },
  ];
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { view, result } = loaderData;
  const list = useListReload();
  return (
    <AdminListPage
      list={list}
      view={view}
      result={result}
      itemsOf={(data) => data.activity}
      title="Activity"
      noun={{ one: "entry", other: "entries" }}
      summaryNote=". Sign-ins and every change made here, newest first; kept for a year."
      searchLabel="Search activity"
      matchNoun="entry"
      showAllLabel="Show all activity"
      empty={{ title: "Nothing yet", text: "Sign-ins and changes made in the back office appear here." }}
      loadFailure="Failed to fetch the activity"
    >
      {(entries) => (
        <ResponsiveTable
          caption="Activity, newest first"
          rows={entries}
          columns={columnsOf(list.reload)}
          rowKey={(entry) => entry._id}
          cardTitle={(entry) => actionLabel(entry.action)}
          tableFrom="lg"
        />
      )}
    </AdminListPage>
  );
}
