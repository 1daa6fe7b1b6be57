import { createElement } from "react";
import { toast } from "react-toastify/unstyled";
import type { CallFailure } from "#app/lib/api-client.ts";
import { innermostModalToasts } from "#app/components/admin/modal.tsx";
import { UndoToast } from "#app/components/admin/undo-toast.tsx";

/** Long enough to read the words and reach "Undo" (a toast stays while hovered or focused, too). */
const undoToastMs = 10_000;

type Kind = "success" | "error" | "warning";

type Placement = {
  /** Said while a modal stays open (a form's error): shown inside it, since a modal covers the page's toasts. */
  inDialog?: boolean;
  /** Keeps a repeated message to one toast. */
  toastId?: string;
};

export function notify(kind: Kind, text: string, { inDialog = false, toastId }: Placement = {}): void {
  toast[kind](text, { containerId: inDialog ? innermostModalToasts() : undefined, toastId });
}

/** A failure toast, unless the session ended: then the login screen already says what happened. */
export function notifyFailure(failure: CallFailure, text: string, placement: Placement = {}): void {
  if (failure.sessionEnded) return;
  notify("error", text, placement);
}

/** A change that can be taken back at once: the toast says what was done and offers "Undo" for ten seconds. */
export function notifyUndoable(text: string, onUndo: () => void): void {
  toast.success(({ closeToast }) => createElement(UndoToast, { text, onUndo, closeToast }), { autoClose: undoToastMs });
}
