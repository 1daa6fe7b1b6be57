/** Marks a comment or message whose words suggest a risk of self-harm: read it first. */
export function UrgentBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
      <span aria-hidden="true" className="size-2 rounded-full bg-red-700" />
      Urgent
    </span>
  );
}

/** The row background of an urgent entry, in the tables and cards of the back office. */
export const urgentRowClass = "bg-red-50";
