import { Outlet, useMatches } from "react-router";
import { FloatingActions } from "#app/components/layout/floating-actions.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { useVisitReports } from "#app/components/layout/use-visit-reports.ts";
import { useMarkPageHydrated } from "#app/lib/reveal.ts";

/**
 * Route ids of the not-found page (at /notfound and for any unknown path), where the floating buttons stay hidden;
 * in the other languages the same ids after the language's `hi:` (app/routes.ts).
 */
const notFoundRoutes = new Set(["routes/public/not-found", "unknown-path"]);
const isNotFoundRoute = (id: string) => notFoundRoutes.has(id.replace(/^[a-z]{2}:/, ""));

export default function PublicLayout() {
  useMarkPageHydrated();
  useVisitReports();
  const onNotFoundPage = useMatches().some((match) => isNotFoundRoute(match.id));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {onNotFoundPage ? null : <FloatingActions />}
    </div>
  );
}
