import { useEffect } from "react";
import { data, Link } from "react-router";
import { reportGoal } from "#app/lib/report.ts";
import { primaryButton, secondaryButton } from "#app/components/ui/button-styles.ts";
import { CrisisLine } from "#app/components/ui/crisis-line.tsx";
import type { Route } from "./+types/not-found";
import { practiceOf } from "#app/lib/practice-context.ts";
import { messagesFor, useLang, useMessages } from "#app/i18n/catalogue.ts";
import { languageOfPath, pathIn } from "#app/i18n/languages.ts";

// Answers 404 for /notfound and for every path no other route claims, while still rendering the page.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: messagesFor(languageOfPath(location.pathname)).notFound.metaTitle(practiceOf(matches).siteName) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  // A broken link somewhere: the Insights screen lists the paths people could not find.
  useEffect(() => reportGoal("not_found"), []);
  const t = useMessages();
  const lang = useLang();
  return (
    <section aria-labelledby="not-found-title" className="page-wrap flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-serif text-7xl font-semibold text-accent-500 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-6 text-3xl font-semibold sm:text-4xl">
        {t.notFound.title}
      </h1>
      <p className="mt-4 max-w-lg text-lg text-ink-700">{t.notFound.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to={pathIn(lang, "/")} className={primaryButton}>
          {t.notFound.backHome}
        </Link>
        <Link to={pathIn(lang, "/contact-me")} className={secondaryButton}>
          {t.layout.menu.contactMe}
        </Link>
      </div>
      <CrisisLine className="mt-12 max-w-xl" />
    </section>
  );
}
