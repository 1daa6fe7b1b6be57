/** Shared class lists so every admin field and card looks and behaves the same. */

export const fieldLabelClass = "block font-medium text-ink-900";
export const fieldHintClass = "mt-1 text-ink-500";
export const fieldErrorClass = "mt-1 font-medium text-red-800";
export const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-500/50 bg-white px-3 py-2.5 text-ink-900 placeholder:text-ink-500 aria-invalid:border-red-700";
export const cardShape = "rounded-2xl border shadow-sm";
export const cardClass = `${cardShape} border-sand-200 bg-white`;
