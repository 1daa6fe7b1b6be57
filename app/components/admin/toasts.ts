import { toast } from "react-toastify/unstyled";
import type { CallFailure } from "../../lib/admin/http.ts";

/** A failure toast, unless the session ended: then the login screen already says what happened. */
export function notifyFailure(failure: CallFailure, text: string, toastId?: string): void {
  if (failure.sessionEnded) return;
  toast.error(text, { toastId });
}
