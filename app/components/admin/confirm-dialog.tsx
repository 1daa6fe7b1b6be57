import { type ReactNode, createContext, useCallback, useContext, useId, useRef, useState } from "react";
import { Modal } from "#app/components/admin/modal.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";

export type ConfirmOptions = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
};

type Ask = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

type Pending = { options: ConfirmOptions; resolve: (confirmed: boolean) => void };

/**
 * Every "are you sure?" of the back office goes through this one dialog. Focus starts on the safe choice,
 * Escape or the backdrop cancels, and focus returns to the button that asked.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The texts stay while the dialog closes, so it never flashes empty.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();

  const ask = useCallback<Ask>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setShown(options);
        setPending({ options, resolve });
      }),
    [],
  );

  function answer(confirmed: boolean) {
    pending?.resolve(confirmed);
    setPending(null);
  }

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      <Modal
        open={pending !== null}
        title={shown?.title ?? ""}
        onDismiss={() => answer(false)}
        initialFocus={cancelRef}
        describedBy={textId}
        role="alertdialog"
      >
        <p id={textId} className="mt-2 text-ink-700">
          {shown?.text}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" className={buttonClass("secondary")} onClick={() => answer(false)}>
            {shown?.cancelLabel ?? "Cancel"}
          </button>
          <button type="button" className={buttonClass("destructive")} onClick={() => answer(true)}>
            {shown?.confirmLabel}
          </button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a ConfirmProvider above it");
  return ask;
}
