import { type ReactNode, type RefObject, useEffect, useId } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { adminToastOptions } from "#app/components/admin/toast-options.ts";

/** Open modals, innermost last: a modal sits in the top layer, above the page's toasts, so it shows its own. */
const openModals: string[] = [];

/** The toast container of the innermost open modal, if any. */
export function innermostModalToasts(): string | undefined {
  return openModals.at(-1);
}

type ModalProps = {
  open: boolean;
  /** Text, with any name or title in it bidi-isolated (`<bdi>`). */
  title: ReactNode;
  /** Asked to close: Escape, the close button or a click on the backdrop. The owner decides (e.g. to keep unsaved work). */
  onDismiss: () => void;
  children: ReactNode;
  /** "form" fills a phone's screen and scrolls inside; "wide" too, with room for two columns; "alert" is a small centred box. */
  size?: "alert" | "form" | "wide";
  /** Receives focus when the dialog opens; otherwise the browser picks the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Alert dialogs describe themselves with their text. */
  describedBy?: string;
  role?: "dialog" | "alertdialog";
};

const sizes = {
  alert: "m-auto w-[min(100%-2rem,28rem)] rounded-2xl",
  form: "m-0 h-full max-h-none w-full max-w-none sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:w-[min(100%-3rem,48rem)] sm:rounded-2xl",
  wide: "m-0 h-full max-h-none w-full max-w-none sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-3rem)] sm:w-[min(100%-3rem,84rem)] sm:rounded-2xl",
};

/**
 * A back-office modal: the site's one dialog with a title, a close button on forms, and its own toasts (a
 * modal sits in the top layer, above the page's toasts).
 */
export function Modal({ open, title, onDismiss, children, size = "alert", initialFocus, describedBy, role = "dialog" }: ModalProps) {
  const titleId = useId();
  const toastsId = `${titleId}-toasts`;

  useEffect(() => {
    if (!open) return;
    openModals.push(toastsId);
    return () => forget(toastsId);
  }, [open, toastsId]);

  return (
    <ModalDialog
      open={open}
      onDismiss={onDismiss}
      labelledBy={titleId}
      describedBy={describedBy}
      role={role}
      initialFocus={initialFocus}
      className={`${sizes[size]} overflow-hidden bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/55`}
    >
      <div className={size !== "alert" ? "flex h-full max-h-[inherit] flex-col" : "p-6"}>
        <div className={size !== "alert" ? "flex items-center justify-between gap-4 border-b border-sand-200 px-5 py-3" : ""}>
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {size !== "alert" ? (
            <button type="button" onClick={onDismiss} className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-sand-100">
              <CloseIcon size={20} />
              <span className="sr-only">Close</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
      {open ? <ToastContainer containerId={toastsId} {...adminToastOptions} /> : null}
    </ModalDialog>
  );
}

function forget(toastsId: string) {
  const index = openModals.indexOf(toastsId);
  if (index !== -1) openModals.splice(index, 1);
}
