type SwitchProps = {
  checked: boolean;
  /** Visible text. */
  label: string;
  /** Extra words for screen readers, e.g. which blog the switch belongs to. */
  context?: string;
  busy?: boolean;
  /** Where a column heading already says it, e.g. in a table; screen readers still hear the label. */
  labelHidden?: boolean;
  onChange: (next: boolean) => void;
};

/** An on/off control that acts at once (role="switch"); disabled while its request runs. */
export function Switch({ checked, label, context, busy = false, labelHidden = false, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-11 items-center gap-3 rounded-lg py-1 pr-2 text-left disabled:cursor-wait"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? "border-accent-700 bg-accent-700" : "border-ink-500 bg-sand-100"
        } ${busy ? "opacity-60" : ""}`}
      >
        <span
          className={`inline-block size-5 rounded-full shadow transition-transform ${checked ? "translate-x-5.5 bg-white" : "translate-x-0.5 bg-ink-500"}`}
        />
      </span>
      <span className={labelHidden ? "sr-only" : "font-medium"}>
        {label}
        {context ? <span className="sr-only"> – {context}</span> : null}
      </span>
    </button>
  );
}
