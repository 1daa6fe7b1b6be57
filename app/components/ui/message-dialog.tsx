import { type RefObject, useId } from "react";
import { primaryButton } from "#app/components/ui/button-styles.ts";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import { CheckIcon, CloseIcon } from "#app/components/ui/icons.tsx";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";
import { useMessages } from "#app/i18n/catalogue.ts";

export type DialogMessage = {
  tone: "success" | "error";
  title: string;
  text: string;
  /** The message's words suggested a risk of self-harm: the dialog also gives the crisis line. */
  crisisLine?: boolean;
};

/** A short outcome message (sent / not sent) that the visitor acknowledges with OK. */
type MessageDialogProps = {
  message: DialogMessage | null;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function MessageDialog({ message, onClose, returnFocusTo }: MessageDialogProps) {
  const { ok } = useMessages().common;
  const titleId = useId();
  const textId = useId();
  const success = message?.tone === "success";
  return (
    <ModalDialog
      open={message !== null}
      onDismiss={onClose}
      labelledBy={titleId}
      describedBy={textId}
      returnFocusTo={returnFocusTo}
      className="m-auto w-[min(28rem,calc(100%-2.5rem))] rounded-3xl bg-white p-8 text-center text-ink-900 shadow-2xl backdrop:bg-ink-900/50"
    >
      <div
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full ${success ? "bg-accent-100 text-accent-700" : "bg-red-100 text-red-700"}`}
      >
        {success ? <CheckIcon size={28} /> : <CloseIcon size={28} />}
      </div>
      <h2 id={titleId} className="mt-5 text-2xl font-semibold">
        {message?.title}
      </h2>
      <p id={textId} className="mt-3 text-ink-700">
        {message?.text}
      </p>
      {message?.crisisLine ? <CrisisLine className="mt-5" /> : null}
      {/* biome-ignore lint/a11y/noAutofocus: the dialog's first focus goes to its only button, as the dialog pattern asks. */}
      <button type="button" className={`${primaryButton} mt-7 min-w-32`} onClick={onClose} autoFocus>
        {ok}
      </button>
    </ModalDialog>
  );
}
