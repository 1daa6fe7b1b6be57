import { TextDiff } from "#app/components/admin/blog/text-diff.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type DraftContent, contentOfBlog, draftText } from "#app/lib/admin/blog-draft.ts";
import { formatIndiaDateTime } from "#app/lib/dates.ts";
import type { WireBlog } from "#app/contract/shapes.ts";

type ConflictPanelProps = {
  mine: DraftContent;
  other: WireBlog;
  onKeepMine: () => void;
  onTakeOther: () => void;
};

/** The post changed in another tab or on another device: both versions side by side in one diff, and the choice. */
export function ConflictPanel({ mine, other, onKeepMine, onTakeOther }: ConflictPanelProps) {
  return (
    <section aria-labelledby="conflict-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h3 id="conflict-title" className="text-lg font-semibold text-ink-900">
        This post was changed in another tab or device
      </h3>
      <p className="mt-1 text-ink-700">
        The other version was saved {formatIndiaDateTime(other.updatedAt)}. Nothing is lost: choose the version to keep. Your text stays on this device until
        you choose.
      </p>
      <div className="mt-4">
        <TextDiff before={draftText(contentOfBlog(other))} after={draftText(mine)} beforeLabel="the other version" afterLabel="your version" />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary")} onClick={onKeepMine}>
          Keep my version
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onTakeOther}>
          Take the other version
        </button>
      </div>
    </section>
  );
}
