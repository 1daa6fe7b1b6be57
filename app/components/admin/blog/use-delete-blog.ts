import { useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { deleteBlog } from "#app/lib/admin/blogs.ts";

/**
 * Deletes a post; an original with translations first asks what becomes of them: deleted too, or kept as posts of
 * their own (the server refuses to guess, 409). Keeping them is the answer that loses nothing, so it is the dismissal.
 */
export function useDeleteBlog() {
  const confirm = useConfirm();
  return async function removeBlog(id: string) {
    const first = await deleteBlog(id);
    const translations = !first.ok && first.status === 409 ? (first.data as { translations?: number } | undefined)?.translations : undefined;
    if (translations === undefined) return first;
    const deleteThem = await confirm({
      title: translations === 1 ? "Also delete its translation?" : `Also delete its ${translations} translations?`,
      text: "Delete them with this post, or keep them as posts of their own (they stay on the site as they are).",
      confirmLabel: "Delete them too",
      cancelLabel: "Keep them as posts",
    });
    return deleteBlog(id, deleteThem ? "delete" : "keep");
  };
}
