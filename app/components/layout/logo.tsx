import { Link } from "react-router";
import { usePractice } from "#app/lib/practice-context.ts";

/** The practice's mark: a leaf held in a circle, for growth and calm. */
export function LogoMark({ className = "size-11" }: { className?: string }) {
  return (
    <svg viewBox="0 0 44 44" className={className} aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r="22" fill="#1c5550" />
      <path d="M13 29c0-9.4 6.8-16 17.5-16 0 10.4-6.8 17-17.5 16z" fill="#d5ecea" />
      <path d="M13.5 29.5 25 18" stroke="#1c5550" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const practice = usePractice();
  const light = tone === "light";
  return (
    <Link to="/" className="group inline-flex items-center gap-3 rounded-lg">
      <LogoMark />
      <span className="flex flex-col whitespace-nowrap leading-tight">
        <span className={`font-serif text-xl font-semibold ${light ? "text-white" : "text-ink-900"}`}>{practice.shortName}</span>
        <span className={`text-sm ${light ? "text-accent-100" : "text-ink-500"}`}>Psychiatrist &amp; Sexologist</span>
      </span>
    </Link>
  );
}
