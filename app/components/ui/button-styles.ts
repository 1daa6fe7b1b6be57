// Class lists shared by <button>, <a> and <Link>, so every call to action looks and reacts the same.

/** The shape, size and states every call to action shares (`.btn` in site-base.css). */
const base = "btn";

export const primaryButton = `${base} bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-800`;
export const secondaryButton = `${base} border border-accent-700 bg-white text-accent-700 hover:bg-accent-50`;
export const lightButton = `${base} bg-white text-accent-800 shadow-sm hover:bg-accent-50`;

/**
 * A pressed/unpressed choice between options (the contact page's clinic toggles). The booking form's choices, on its
 * dark panel, are one class (`toggle-dark` in site-base.css) that styles both states from `aria-pressed`.
 */
export function toggleButton(pressed: boolean): string {
  const looks = pressed
    ? "border-accent-700 bg-accent-700 text-white shadow-sm"
    : "border-sand-200 bg-white text-ink-700 hover:border-accent-500 hover:text-accent-700";
  return `${base} w-full border ${looks}`;
}

export const textLink = "inline-link";

type ButtonVariant = "primary" | "secondary" | "danger" | "destructive" | "quiet";

/** The back office's buttons: smaller and squarer than the site's calls to action, in five variants. */
const adminButtonBase =
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
  return `${adminButtonBase} ${size === "compact" ? "px-3" : "px-4"} ${buttonVariants[variant]} ${extra}`.trim();
}
