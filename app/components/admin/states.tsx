import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";

export function LoadingState() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-700">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-accent-200 border-t-accent-700" />
      Loading...
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-200 bg-white px-6 py-12 text-center">
      <p className="font-serif text-xl text-ink-900">{title}</p>
      <p className="mt-2 text-ink-700">{text}</p>
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </div>
  );
}

export function LoadError({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="font-medium text-red-900">{text}</p>
      <p className="mt-1 text-ink-700">Check the connection and try again.</p>
      <button type="button" className={buttonClass("secondary", "mt-5")} onClick={onRetry} disabled={busy}>
        {busy ? "Loading..." : "Try again"}
      </button>
    </div>
  );
}
