import { Link } from "react-router";
import { LogoMarkIcon } from "#app/components/ui/icons.tsx";
import { useLang, useMessages } from "#app/i18n/catalogue.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { englishProps } from "#app/i18n/latin-text.ts";
import { usePractice } from "#app/lib/practice-context.ts";

/** The practice's mark (drawn once, in the icon sprite) and name, linking home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const practice = usePractice();
  const lang = useLang();
  const { logoTagline } = useMessages().layout;
  const light = tone === "light";
  return (
    <Link to={pathIn(lang, "/")} className="group inline-flex items-center gap-3 rounded-lg">
      <LogoMarkIcon className="size-11" />
      <span className="flex flex-col whitespace-nowrap leading-tight">
        <span className={`font-serif text-xl font-semibold ${light ? "text-white" : "text-ink-900"}`} {...englishProps(lang)}>
          {practice.shortName}
        </span>
        <span className={`text-sm ${light ? "text-accent-100" : "text-ink-500"}`}>{logoTagline}</span>
      </span>
    </Link>
  );
}
