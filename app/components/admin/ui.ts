/** Shared class lists so every admin button, field and card looks and behaves the same. */

type ButtonVariant = "primary" | "secondary" | "danger" | "destructive" | "quiet";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg py-2 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const buttonVariants: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  secondary: "border border-sand-200 bg-white text-ink-900 hover:border-accent-200 hover:bg-accent-50",
  danger: "border border-red-200 bg-white text-red-800 hover:bg-red-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  quiet: "text-accent-700 underline-offset-4 hover:bg-accent-50 hover:underline",
};

/** `compact` narrows the padding for table cells. */
export function buttonClass(variant: ButtonVariant = "secondary", extra = "", size: "regular" | "compact" = "regular"): string {
  return `${buttonBase} ${size === "compact" ? "px-3" : "px-4"} ${buttonVariants[variant]} ${extra}`.trim();
}

export const fieldLabelClass = "block font-medium text-ink-900";
export const fieldHintClass = "mt-1 text-ink-500";
export const fieldErrorClass = "mt-1 font-medium text-red-800";
export const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-500/50 bg-white px-3 py-2.5 text-ink-900 placeholder:text-ink-500 aria-invalid:border-red-700";
export const cardShape = "rounded-2xl border shadow-sm";
export const cardClass = `${cardShape} border-sand-200 bg-white`;
