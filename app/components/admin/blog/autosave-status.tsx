import type { AutosaveState } from "#app/components/admin/blog/use-autosave.ts";
import { indiaTime } from "#app/lib/dates.ts";

const texts: { [Kind in AutosaveState["kind"]]: (state: Extract<AutosaveState, { kind: Kind }>) => string } = {
  idle: () => "",
  pending: () => "Unsaved changes",
  saving: () => "Saving…",
  saved: (state) => `Saved ${indiaTime(state.at)}`,
  kept: () => "Kept on this device until you create the blog",
  offline: () => "Offline: your changes are kept and will be saved",
  invalid: (state) => `Not saved yet: ${state.message}`,
  failed: (state) => `Not saved: ${state.message}. Your changes are kept on this device.`,
  conflict: () => "Not saved: this post was changed elsewhere",
};

const warning = new Set<AutosaveState["kind"]>(["offline", "invalid", "failed", "conflict"]);

/** The autosave's state in words, beside the editor's buttons, announced politely to screen readers as it changes. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text = (texts[state.kind] as (state: AutosaveState) => string)(state);
  return (
    <p role="status" aria-live="polite" className={`text-sm leading-snug ${warning.has(state.kind) ? "font-medium text-amber-900" : "text-ink-700"}`}>
      {text}
    </p>
  );
}
