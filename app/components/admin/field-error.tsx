/**
 * A form field's error, under the field: `id` is what the field's `aria-describedby` names, so a screen reader reads
 * it with the field. Nothing when there is no error. `alert` also announces it as it appears, for an error that comes
 * without the field being left (a list editor's). The back office's fields use it; the two public forms write their
 * one line themselves, since a component shared by them would go into the scripts of every public page.
 */
export function FieldError({ id, error, className, alert = false }: { id: string; error: string | null | undefined; className: string; alert?: boolean }) {
  if (!error) return null;
  return (
    <p id={id} className={className} role={alert ? "alert" : undefined}>
      {error}
    </p>
  );
}
