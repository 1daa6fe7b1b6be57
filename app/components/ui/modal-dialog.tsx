import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";

type ModalDialogProps = {
  open: boolean;
  /**
   * Asked to close: Escape, a click on the backdrop, or a `close()` from inside. The owner decides, by
   * setting `open` to false, or not (the back office keeps a form with unsaved work open and asks first).
   */
  onDismiss: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: "dialog" | "alertdialog";
  className?: string;
  /** Receives focus when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the control that opened the dialog is gone or disabled (e.g. a busy submit button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the site and the back office, on the platform's <dialog>: the page behind is inert,
 * focus moves inside on open, stays inside while open and goes back to whatever opened it on close.
 */
export function ModalDialog({ open, onDismiss, labelledBy, describedBy, role = "dialog", className, initialFocus, returnFocusTo, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const shownRef = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;
  // Whether the press that ends in the next click began on the backdrop (or the dialog's own empty area).
  const pressedBackdropRef = useRef(false);

  // Before paint, so content that disappears with `open` is never shown in a dialog still on screen.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      shownRef.current = true;
      pressedBackdropRef.current = false;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  const restoreFocus = useCallback(() => {
    if (!shownRef.current) return;
    shownRef.current = false;
    const target = returnFocusTo?.current ?? openerRef.current;
    openerRef.current = null;
    // After the current task: another dialog closing in the same update may still make the page inert.
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    });
  }, [returnFocusTo]);

  // A dialog its owner simply stops rendering closes without a "close" event: give focus back all the same.
  useEffect(() => restoreFocus, [restoreFocus]);

  function handleClose(event: SyntheticEvent<HTMLDialogElement>) {
    // The browser delivers "close" a task after the dialog closed; opened again meanwhile, the event is a stale one,
    // and acting on it would close the new dialog and take its focus.
    if (event.currentTarget.open) return;
    restoreFocus();
    // Closed from inside (a form with method="dialog"): tell the owner, whose state still says open.
    if (openRef.current) onDismiss();
  }

  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdropRef.current = event.target === event.currentTarget;
  }

  // A click whose target is the <dialog> itself ended on its backdrop or its own empty area. Only a press that also
  // began there dismisses: one that began on the content (selecting a caption, dragging past the edge) and ended
  // outside it has the dialog, the nearest element holding both ends, as its target too.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    const pressedBackdrop = pressedBackdropRef.current;
    pressedBackdropRef.current = false;
    if (pressedBackdrop && event.target === event.currentTarget) onDismiss();
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
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      {children}
    </dialog>
  );
}
