import { useMessages } from "#app/i18n/catalogue.ts";

export function SkipLink() {
  const t = useMessages().layout;
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {t.skipToContent}
    </a>
  );
}
