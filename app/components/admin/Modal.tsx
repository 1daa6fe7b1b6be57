import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { CloseIcon } from "./icons.tsx";
import { adminToastOptions } from "./toast-options.ts";

/** Open modals, innermost last: a modal sits in the top layer, above the page's toasts, so it shows its own. */
const openModals: string[] = [];

/** The toast container of the innermost open modal, if any. */
export function innermostModalToasts(): string | undefined {
  return openModals.at(-1);
}

type ModalProps = {
  open: boolean;
  title: string;
  /** Asked to close: Escape, the close button or a click on the backdrop. The owner decides (e.g. to keep unsaved work). */
  onDismiss: () => void;
  children: ReactNode;
  /** "form" fills a phone's screen and scrolls inside; "alert" is a small centred box. */
  size?: "alert" | "form";
  /** Receives focus when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Alert dialogs describe themselves with their text. */
  describedBy?: string;
  role?: "dialog" | "alertdialog";
};

const sizes = {
  alert: "m-auto w-[min(100%-2rem,28rem)] rounded-2xl",
  form: "m-0 h-full max-h-none w-full max-w-none sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:w-[min(100%-3rem,48rem)] sm:rounded-2xl",
};

/**
 * The one modal of the back office, on the platform's <dialog>: the browser traps focus and provides Escape;
 * this component returns focus to whatever opened it.
 */
export function Modal({ open, title, onDismiss, children, size = "alert", initialFocus, describedBy, role = "dialog" }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const toastsId = `${titleId}-toasts`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      openModals.push(toastsId);
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) forget(toastsId);
  }, [open, initialFocus, toastsId]);

  // A modal its owner simply stops rendering closes without a "close" event: give focus back all the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restoreFocus only reads a ref; the cleanup belongs to unmounting, not to each render.
  useEffect(
    () => () => {
      forget(toastsId);
      restoreFocus();
    },
    [toastsId],
  );

  function restoreFocus() {
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    // After the current task: another modal closing in the same update may still make the page inert.
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    });
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop dismisses; Escape, its keyboard twin, arrives as the dialog's cancel event.
    <dialog
      ref={dialogRef}
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`${sizes[size]} overflow-hidden bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/55`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClose={restoreFocus}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className={size === "form" ? "flex h-full max-h-[inherit] flex-col" : "p-6"}>
        <div className={size === "form" ? "flex items-center justify-between gap-4 border-b border-sand-200 px-5 py-3" : ""}>
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {size === "form" ? (
            <button
              type="button"
              onClick={onDismiss}
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-sand-100"
            >
              <CloseIcon />
              <span className="sr-only">Close</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
      {open ? <ToastContainer containerId={toastsId} {...adminToastOptions} /> : null}
    </dialog>
  );
}

function forget(toastsId: string) {
  const index = openModals.indexOf(toastsId);
  if (index !== -1) openModals.splice(index, 1);
}
