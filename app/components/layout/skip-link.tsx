export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold text-accent-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
