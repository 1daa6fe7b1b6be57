import { adminCalls } from "#app/contract/admin/index.ts";
import type { CallResult } from "#app/lib/api-client.ts";
import { downloadFile } from "#app/lib/admin/download.ts";
import { indiaNow } from "#app/lib/booking-days.ts";
import { insightsQuery } from "#app/lib/insights.ts";

/** Saves the daily figures of the range as a CSV file. */
export function downloadInsightsCsv(from: string, to: string): Promise<CallResult<{ fileName: string }>> {
  return downloadFile(adminCalls.insights.csv, { from, to }, `insights-${from}-to-${to}.csv`);
}

/** The India dates of the last `days` days, today included, whatever the device's time zone. */
function lastDays(days: number, at = new Date()): { from: string; to: string } {
  const to = indiaNow(at.getTime()).date;
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** The periods offered with one tap; a preset moves with the days, so a bookmark of "last 7 days" stays that. */
export const insightPresets = [7, 30, 90] as const;
const defaultDays = 30;

/** The period the Insights screen shows; `days` is the preset it came from, if any. */
export type InsightsRange = { from: string; to: string; days: number | null };

/**
 * The period in the screen's address, so a reload or a shared link shows the same: `?days=7` for a preset, or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` for dates of one's own. Anything else is the last 30 days.
 */
export function insightsRangeOf(url: URL, at = new Date()): InsightsRange {
  const days = insightPresets.find((preset) => String(preset) === url.searchParams.get("days"));
  if (days) return { ...lastDays(days, at), days };
  const asked = insightsQuery.safeParse({ from: url.searchParams.get("from"), to: url.searchParams.get("to") });
  if (asked.success) return { ...asked.data, days: null };
  return { ...lastDays(defaultDays, at), days: defaultDays };
}

export const goalLabels: Record<string, string> = {
  whatsapp_tap: "Tapped “Open WhatsApp”",
  call_tap: "Tapped a phone number",
  directions_tap: "Asked for directions",
  contact_sent: "Sent a message",
  comment_sent: "Sent a comment",
  not_found: "Reached a page that does not exist",
  payment_shown: "Saw how to pay for a video consultation",
  upi_copied: "Copied the UPI ID",
};
