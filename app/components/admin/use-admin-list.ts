import { useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { CallResult } from "#app/lib/admin/http.ts";
import { useConfirmedDelete } from "#app/components/admin/use-confirmed-delete.ts";

type RowDeletion = {
  remove: (id: string) => Promise<CallResult<unknown>>;
  success: string;
  failure: string;
};

/**
 * The state every admin list screen keeps: reloading the list, whether it is reloading now, and deleting a row.
 * After a delete the list reloads and focus moves to the page heading, because the button that had it is gone.
 */
export function useAdminList(deletion: RowDeletion) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { deletingId, requestDelete } = useConfirmedDelete({
    ...deletion,
    onDeleted: async () => {
      await revalidator.revalidate();
      headingRef.current?.focus();
    },
  });
  return {
    headingRef,
    refreshing: revalidator.state === "loading" || navigation.state === "loading",
    reload: () => revalidator.revalidate(),
    deletingId,
    requestDelete,
  };
}

export type AdminList = ReturnType<typeof useAdminList>;
