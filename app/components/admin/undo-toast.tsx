import { buttonClass } from "#app/components/ui/button-styles.ts";

/** A toast's words with "Undo" beside them; the toast closes once Undo is pressed. */
export function UndoToast({ text, onUndo, closeToast }: { text: string; onUndo: () => void; closeToast?: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{text}</span>
      <button
        type="button"
        className={buttonClass("secondary", "", "compact")}
        onClick={(event) => {
          // The toast's own click handler would close it first; Undo closes it itself.
          event.stopPropagation();
          closeToast?.();
          onUndo();
        }}
      >
        Undo
      </button>
    </div>
  );
}
