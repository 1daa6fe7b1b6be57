import { useEffect } from "react";
import type { CallResult } from "#app/lib/api-client.ts";
import { notifyFailure } from "#app/components/admin/toasts.ts";

/** The list's "Failed to fetch …" toast, once per failed load. */
export function useLoadFailureToast(result: CallResult<unknown>, text: string) {
  useEffect(() => {
    if (!result.ok) notifyFailure(result, text, { toastId: text });
  }, [result, text]);
}
