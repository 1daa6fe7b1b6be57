/** Published or Pending, in words and colour; pending ones are meant to catch the eye. */
export function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="inline-flex items-center rounded-full bg-accent-100 px-2 py-0.5 font-medium text-accent-800">Published</span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">
      <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
      Pending
    </span>
  );
}
