/** Upload progress, announced as a progress bar with its percentage. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-3">
      <div className="flex justify-between text-ink-700">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-accent-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
