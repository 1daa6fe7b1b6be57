import { type BlogEditorCopy, type DraftContent, draftContent } from "#app/lib/admin/blog-draft.ts";

/**
 * The editor's text kept in this browser until the server has it, so a failed network, a reload or a closed tab loses
 * nothing. One entry per post ("new" for a post not created yet), with the revision the text was based on.
 */
export type KeptDraft = { content: DraftContent; revision: number | null; keptAt: string };

const keyOf = (postId: string | null) => `practice-admin:blog-draft:${postId ?? "new"}`;

export function keepDraft(postId: string | null, draft: BlogEditorCopy, revision: number | null): void {
  const kept: KeptDraft = { content: draftContent(draft), revision, keptAt: new Date().toISOString() };
  try {
    localStorage.setItem(keyOf(postId), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the autosave still sends the text; only the copy on this device is missing.
  }
}

export function keptDraft(postId: string | null): KeptDraft | null {
  try {
    const text = localStorage.getItem(keyOf(postId));
    if (!text) return null;
    const kept = JSON.parse(text) as KeptDraft;
    return kept && typeof kept.content?.title === "string" && Array.isArray(kept.content.sections) ? kept : null;
  } catch {
    return null;
  }
}

export function forgetDraft(postId: string | null): void {
  try {
    localStorage.removeItem(keyOf(postId));
  } catch {
    // See keepDraft.
  }
}
