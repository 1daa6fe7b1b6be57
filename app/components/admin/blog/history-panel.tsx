import { useEffect, useState } from "react";
import { TextDiff } from "#app/components/admin/blog/text-diff.tsx";
import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type DraftContent, draftText } from "#app/lib/admin/blog-draft.ts";
import { getRevision, listRevisions, restoreRevision } from "#app/lib/admin/blogs.ts";
import { formatIndiaDateTime } from "#app/lib/dates.ts";
import type { WireBlog, WireRevision, WireRevisionSummary } from "#app/contract/shapes.ts";

const reasons: Record<WireRevisionSummary["reason"], string> = {
  created: "Created",
  saved: "Saved",
  autosaved: "Saved automatically",
  published: "Published",
  unpublished: "Unpublished",
  restored: "Restored",
};

const contentOfRevision = ({ title, slug, category, metatitle, metadescription, author, keywords, content }: WireRevision): DraftContent => ({
  title,
  slug,
  category,
  metatitle,
  metadescription,
  author,
  keywords,
  sections: content,
});

type HistoryPanelProps = {
  postId: string;
  /** The editor's text now, to show what a revision would change. */
  current: DraftContent;
  onRestored: (blog: WireBlog) => void;
  onClose: () => void;
};

/** The post's earlier versions, newest first: pick one to see what differs from the text now, and restore it. */
export function HistoryPanel({ postId, current, onRestored, onClose }: HistoryPanelProps) {
  const [revisions, setRevisions] = useState<WireRevisionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<WireRevision | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();

  useEffect(() => {
    let active = true;
    listRevisions(postId).then((result) => {
      if (!active) return;
      if (result.ok) setRevisions(result.data.revisions);
      else setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [postId]);

  async function choose(id: string) {
    setBusy(true);
    const result = await getRevision(id);
    setBusy(false);
    if (result.ok) setChosen(result.data.revision);
    else notifyFailure(result, "Could not open that version", { inDialog: true });
  }

  async function restore(revision: WireRevision) {
    const confirmed = await confirm({
      title: "Restore this version?",
      text: `The post's text becomes the version of ${formatIndiaDateTime(revision.createdAt)}. The text now stays in the history, so you can come back to it.`,
      confirmLabel: "Restore this version",
      cancelLabel: "Cancel",
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await restoreRevision(revision._id);
    setBusy(false);
    if (!result.ok) {
      notifyFailure(result, "Could not restore that version", { inDialog: true });
      return;
    }
    notify("success", "Version restored");
    onRestored(result.data.blog);
  }

  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="history-title" className="text-xl font-semibold">
          History
        </h3>
        <button type="button" className={buttonClass("secondary")} onClick={onClose}>
          Back to editing
        </button>
      </div>
      {failed ? <p role="alert">The history could not be loaded. Please try again.</p> : null}
      {!revisions && !failed ? <p aria-busy="true">Loading the history…</p> : null}
      {revisions ? (
        <ol className="divide-y divide-sand-200 rounded-xl border border-sand-200">
          {revisions.map((revision) => (
            <li key={revision._id}>
              <button
                type="button"
                onClick={() => choose(revision._id)}
                disabled={busy}
                aria-current={chosen?._id === revision._id ? "true" : undefined}
                className="flex min-h-12 w-full flex-wrap items-baseline justify-between gap-x-4 px-4 py-2 text-left hover:bg-sand-100 aria-[current=true]:bg-accent-50"
              >
                <span className="font-medium">{reasons[revision.reason]}</span>
                <span className="text-ink-700">{formatIndiaDateTime(revision.createdAt)}</span>
                <span className="w-full truncate text-ink-700">{revision.title}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {chosen ? (
        <div className="space-y-3 rounded-xl border border-sand-200 bg-sand-50 p-4">
          <h4 className="font-semibold">
            {reasons[chosen.reason]} · {formatIndiaDateTime(chosen.createdAt)}
          </h4>
          <TextDiff before={draftText(current)} after={draftText(contentOfRevision(chosen))} beforeLabel="the text now" afterLabel="this version" />
          <button type="button" className={buttonClass("primary")} onClick={() => restore(chosen)} disabled={busy}>
            Restore this version
          </button>
        </div>
      ) : null}
    </section>
  );
}
