// What the public pages tell the visit insights (issue 19): page views after a navigation inside the site, goals, and
// page speed. Sent with navigator.sendBeacon, which neither delays a link nor waits for an answer; nothing is kept
// in the browser (no cookie, no storage).
import { beaconCalls } from "#app/contract/beacons.ts";
import type { InputOf } from "#app/contract/call.ts";
import { englishPath } from "#app/i18n/languages.ts";
import type { GoalName } from "#app/lib/insights.ts";

type Beacon = (typeof beaconCalls)[keyof typeof beaconCalls];

/**
 * The pages that report nothing but their opening: the self-check (issue 39, decision 41), where a tap on the crisis
 * line or the page's speed while answering would tell the server something about the answers.
 */
export function reportsNothing(pathname: string): boolean {
  return englishPath(pathname) === "/self-check";
}

function beacon<B extends Beacon>(call: B, body: InputOf<B>): void {
  const { path } = call;
  const data = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, new Blob([data], { type: "application/json" }))) return;
    void fetch(path, { method: "POST", body: data, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => {});
  } catch {
    // Counting must never disturb the visitor.
  }
}

export function reportPageview(path: string): void {
  beacon(beaconCalls.pageview, { path });
}

export function reportGoal(name: GoalName, props?: { clinic?: string; day?: string }): void {
  beacon(beaconCalls.goal, { name, path: window.location.pathname, ...(props ? { props } : {}) });
}

export function reportVitals(path: string, vitals: { lcp?: number; inp?: number; cls?: number }): void {
  beacon(beaconCalls.vitals, { path, ...vitals });
}

/**
 * The goal of a tap on a link, read from the link itself: a `tel:` number, a WhatsApp chat, or directions (a link
 * marked `data-goal="directions"`). `data-goal-clinic` names the clinic it is about.
 */
export function goalOfLink(link: HTMLAnchorElement): { name: GoalName; clinic?: string } | null {
  const clinic = link.dataset.goalClinic;
  if (link.dataset.goal === "directions") return { name: "directions_tap", clinic };
  if (link.protocol === "tel:") return { name: "call_tap" };
  if (/(^|\.)wa\.me$|(^|\.)whatsapp\.com$/.test(link.hostname) && !link.pathname.startsWith("/channel")) return { name: "whatsapp_tap", clinic };
  return null;
}
