import { buttonClass } from "#app/components/ui/button-styles.ts";

/** A table row's Delete button; `row` names the row for screen readers, since every row has one. */
export function RowDeleteButton({ row, deleting, onDelete }: { row: string; deleting: boolean; onDelete: () => void }) {
  return (
    <button type="button" className={buttonClass("danger", "", "compact")} disabled={deleting} onClick={onDelete}>
      {deleting ? "Deleting..." : "Delete"}
      <span className="sr-only"> {row}</span>
    </button>
  );
}
