import { useState } from "react";
import type { CallResult } from "#app/lib/api-client.ts";
import { type ConfirmOptions, useConfirm } from "#app/components/admin/confirm-dialog.tsx";
import { notify, notifyFailure } from "#app/components/admin/toasts.ts";

type DeleteSpec = {
  remove: (id: string) => Promise<CallResult<unknown>>;
  success: string;
  failure: string;
  /** What to do once it is gone: reload the list, or leave the page. */
  onDeleted: () => unknown;
};

/** Delete after the confirmation dialog, with the outcome's toast; remembers which item is being deleted. */
export function useConfirmedDelete({ remove, success, failure, onDeleted }: DeleteSpec) {
  const confirm = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function requestDelete(id: string, question: ConfirmOptions) {
    if (!(await confirm(question))) return;
    setDeletingId(id);
    const result = await remove(id);
    if (result.ok) {
      notify("success", success);
      await onDeleted();
    } else {
      notifyFailure(result, failure);
    }
    setDeletingId(null);
  }

  return { deletingId, requestDelete };
}

export const deleteBlogQuestion: ConfirmOptions = { title: "Delete Blog?", text: "Are you sure?", confirmLabel: "Yes, delete it", cancelLabel: "Cancel" };
