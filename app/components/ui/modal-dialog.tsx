import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useLayoutEffect, useRef } from "react";

type ModalDialogProps = {
  open: boolean;
  /** Called when the dialog closes itself: Escape, a backdrop click, or `close()` from inside. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Where focus goes on close when the control that opened the dialog is gone or disabled (e.g. a busy submit button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The platform's modal <dialog>: the page behind is inert, Escape closes it, focus moves inside on open,
 * stays inside while open and goes back to whatever opened it on close.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, className, returnFocusTo, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // Before paint, so content that disappears with `open` is never shown in a dialog still on screen.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    (returnFocusTo?.current ?? openerRef.current)?.focus();
    openerRef.current = null;
    if (open) onClose();
  }

  // A click whose target is the <dialog> itself landed on its backdrop or its own empty area, not on the content.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  // Browsers let Tab leave a modal dialog for their own toolbar; keep it cycling through the dialog instead.
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onClose={handleClose}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      {children}
    </dialog>
  );
}
