/** The asterisk after a required field's label; the field itself tells screen readers (required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="font-medium text-red-800">
      *
    </span>
  );
}
