import { useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { CallResult } from "#app/lib/api-client.ts";
import { useConfirmedDelete } from "#app/components/admin/use-confirmed-delete.ts";

type RowDeletion = {
  remove: (id: string) => Promise<CallResult<unknown>>;
  success: string;
  failure: string;
};

/** What every admin list screen keeps: the heading to focus, reloading the list, and whether it is reloading now. */
export function useListReload() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return {
    headingRef,
    refreshing: revalidator.state === "loading" || navigation.state === "loading",
    reload: () => revalidator.revalidate(),
  };
}

export type ListReload = ReturnType<typeof useListReload>;

/**
 * A list screen whose rows can be deleted. After a delete the list reloads and focus moves to the page heading,
 * because the button that had it is gone.
 */
export function useAdminList(deletion: RowDeletion) {
  const list = useListReload();
  const { deletingId, requestDelete } = useConfirmedDelete({
    ...deletion,
    onDeleted: async () => {
      await list.reload();
      list.headingRef.current?.focus();
    },
  });
  return { ...list, deletingId, requestDelete };
}
