import { useMessages } from "#app/i18n/catalogue.ts";

/** Shown in place of a gallery image that could not be loaded. */
export function ImageUnavailable({ className = "" }: { className?: string }) {
  const { imageUnavailable } = useMessages().media;
  return (
    <div className={`flex flex-col items-center justify-center gap-2 bg-sand-100 text-ink-500 ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 16 5-5 4 4 3-3 6 6" strokeLinejoin="round" />
        <path d="m3 3 18 18" strokeLinecap="round" />
      </svg>
      <span className="text-sm font-medium">{imageUnavailable}</span>
    </div>
  );
}
