import { useCallback, useEffect, useRef, useState } from "react";
import { type BlogEditorCopy, type DraftContent, contentOfBlog, draftContent, parseDraft, sameContent } from "#app/lib/admin/blog-draft.ts";
import { conflictingBlog, updateBlog } from "#app/lib/admin/blogs.ts";
import { forgetDraft, keepDraft } from "#app/lib/admin/draft-store.ts";
import type { WireBlog } from "#app/contract/shapes.ts";

/** How long after the last keystroke the editor saves by itself. */
const autosaveDelayMs = 3000;
/** How often a save that could not reach the server is tried again (and at once when the browser is back online). */
const retryMs = 10_000;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  /** The text is kept in this browser; a new post is only stored when the doctor creates it. */
  | { kind: "kept" }
  | { kind: "offline" }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; stored: WireBlog };

type Options = {
  /** Null for a post not created yet: its text is kept in the browser only. */
  postId: string | null;
  draft: BlogEditorCopy;
  /** What the server holds when the editor opens, and its revision. */
  stored: { content: DraftContent; revision: number | null };
  /** False while an explicit save runs, so the two never race. */
  enabled: boolean;
};

/**
 * Saves the editor's text by itself a few seconds after the doctor stops typing, keeps it in the browser until the
 * server has it, tries again when the network returns, and stops at a conflict (the post changed elsewhere) until the
 * doctor chooses which version to keep. Leaving the page with text the server lacks asks first.
 */
export function useAutosave({ postId, draft, stored, enabled }: Options) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const savedContent = useRef(stored.content);
  const revision = useRef(stored.revision);
  const latest = useRef(draft);
  latest.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const conflicted = useRef(false);

  const isDirty = useCallback(() => !sameContent(draftContent(latest.current), savedContent.current), []);

  /** `kind`: "chosen" when the doctor chose her text at a conflict, kept in the history as a save of its own. */
  const save = useCallback(
    async (kind: "autosave" | "chosen" = "autosave"): Promise<void> => {
      clearTimeout(timer.current);
      if (!postId || inFlight.current || conflicted.current || !isDirty()) return;
      const sending = latest.current;
      const parsed = parseDraft(sending);
      if (!parsed.ok) {
        setState({ kind: "invalid", message: Object.values(parsed.errors)[0] ?? "Some fields need attention" });
        return;
      }
      inFlight.current = true;
      setState({ kind: "saving" });
      const result = await updateBlog(postId, parsed.input, { revision: revision.current ?? undefined, autosave: kind === "autosave" });
      inFlight.current = false;
      if (result.ok) {
        revision.current = result.data.blog.revision;
        savedContent.current = draftContent(sending);
        if (!isDirty()) forgetDraft(postId);
        setState({ kind: "saved", at: new Date().toISOString() });
        if (isDirty()) timer.current = setTimeout(() => void save(), autosaveDelayMs);
        return;
      }
      const other = conflictingBlog(result);
      if (other) {
        // Only a flag or the cover changed elsewhere: the text is still what this editor started from.
        if (sameContent(contentOfBlog(other), savedContent.current)) {
          revision.current = other.revision;
          return save(kind);
        }
        conflicted.current = true;
        setState({ kind: "conflict", stored: other });
        return;
      }
      if (result.status === 0) {
        setState({ kind: "offline" });
        timer.current = setTimeout(() => void save(kind), retryMs);
        return;
      }
      setState({ kind: "failed", message: result.message || "The changes could not be saved" });
    },
    [postId, isDirty],
  );

  // Each change is kept in the browser at once and sent after a pause in the typing.
  const contentKey = JSON.stringify(draftContent(draft));
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey stands for the draft's content; a new object with the same text is no change.
  useEffect(() => {
    if (!isDirty()) {
      forgetDraft(postId);
      return;
    }
    keepDraft(postId, latest.current, revision.current);
    if (conflicted.current) return;
    if (!postId) {
      setState({ kind: "kept" });
      return;
    }
    if (!enabled) return;
    setState((current) => (current.kind === "offline" ? current : { kind: "pending" }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), autosaveDelayMs);
  }, [contentKey, enabled, postId, isDirty, save]);

  useEffect(() => {
    const online = () => void save();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", beforeUnload);
      clearTimeout(timer.current);
    };
  }, [save, isDirty]);

  /** The server now holds this post (an explicit save, a restore, or the other version taken at a conflict). */
  const markStored = useCallback(
    (blog: WireBlog, content: DraftContent = contentOfBlog(blog)) => {
      conflicted.current = false;
      revision.current = blog.revision;
      savedContent.current = content;
      if (!isDirty()) forgetDraft(postId);
      setState({ kind: "saved", at: new Date().toISOString() });
    },
    [postId, isDirty],
  );

  /** At a conflict, this editor's text goes over the other version. */
  const keepMine = useCallback(
    (other: WireBlog) => {
      conflicted.current = false;
      revision.current = other.revision;
      savedContent.current = contentOfBlog(other);
      // Not merged into the other version's autosave: both stay in the history.
      void save("chosen");
    },
    [save],
  );

  /**
   * A newer copy of this post from the page: switches on the page (published, featured) raise its revision and leave
   * the text alone. When its text is the text this editor last knew stored, its revision is taken, so a save after a
   * switch pressed a moment before opening the editor meets no conflict of the editor's own making; a copy with other
   * text is left for the conflict screen.
   */
  const followStored = useCallback((blog: WireBlog) => {
    if (conflicted.current || revision.current === null || blog.revision <= revision.current) return;
    if (sameContent(contentOfBlog(blog), savedContent.current)) revision.current = blog.revision;
  }, []);

  /** An explicit save met a conflict: show it like an autosave's. */
  const showConflict = useCallback((other: WireBlog) => {
    clearTimeout(timer.current);
    conflicted.current = true;
    setState({ kind: "conflict", stored: other });
  }, []);

  return { state, revision: () => revision.current, isDirty, markStored, keepMine, followStored, showConflict };
}
