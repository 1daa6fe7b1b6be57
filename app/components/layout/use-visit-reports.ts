import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { goalOfLink, reportGoal, reportPageview, reportVitals, reportsNothing } from "#app/lib/report.ts";

/**
 * The public pages' reports to the visit insights: each navigation inside the site after the first page (which the
 * visitor counter reports), every tap on a call, WhatsApp or directions link, and the page's speed as this visitor
 * felt it (web-vitals, loaded after the page, sent when the page is hidden). On the self-check only its opening is
 * reported: no goal, and no speed, neither its own nor an earlier page's sent while it is open.
 */
export function useVisitReports(): void {
  const location = useLocation();
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = "";
    reportPageview(location.pathname);
  }, [location.pathname]);

  useEffect(() => {
    // Capture phase, before the browser follows the link; the beacon does not hold it up.
    const onClick = (event: MouseEvent) => {
      if (reportsNothing(window.location.pathname)) return;
      const link = (event.target as Element | null)?.closest?.("a");
      const goal = link ? goalOfLink(link) : null;
      if (goal) reportGoal(goal.name, goal.clinic ? { clinic: goal.clinic } : undefined);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    const measured: { lcp?: number; inp?: number; cls?: number } = {};
    const path = window.location.pathname;
    if (reportsNothing(path)) return;
    let sent = false;
    const send = (event: Event) => {
      if (sent || (event.type === "visibilitychange" && document.visibilityState !== "hidden") || Object.keys(measured).length === 0) return;
      if (reportsNothing(window.location.pathname)) return;
      sent = true;
      reportVitals(path, measured);
    };
    let active = true;
    import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
      if (!active) return;
      // Every change is kept, so the one report sent when the page is left carries the latest values.
      const everyChange = { reportAllChanges: true };
      onLCP((metric) => (measured.lcp = Math.round(metric.value)), everyChange);
      onINP((metric) => (measured.inp = Math.round(metric.value)), everyChange);
      onCLS((metric) => (measured.cls = Math.round(metric.value * 1000) / 1000), everyChange);
      // Added after web-vitals' own listeners, so that they have reported when these send. Hidden: the tab was left
      // or closed; pagehide: the browser leaves the page (Safari may skip visibilitychange then).
      document.addEventListener("visibilitychange", send);
      window.addEventListener("pagehide", send);
    });
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", send);
      window.removeEventListener("pagehide", send);
    };
  }, []);
}
