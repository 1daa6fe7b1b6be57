import { Outlet, useMatches } from "react-router";
import { FloatingActions } from "#app/components/layout/floating-actions.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { useVisitReports } from "#app/components/layout/use-visit-reports.ts";
import { useMarkPageHydrated } from "#app/lib/reveal.ts";

/** Route ids of the not-found page (at /notfound and for any unknown path), where the floating buttons stay hidden. */
const notFoundRoutes = new Set(["routes/public/not-found", "unknown-path"]);

export default function PublicLayout() {
  useMarkPageHydrated();
  useVisitReports();
  const onNotFoundPage = useMatches().some((match) => notFoundRoutes.has(match.id));
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
