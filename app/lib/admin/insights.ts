import type { Insights } from "#app/lib/domain.ts";
import { downloadFile } from "#app/lib/admin/download.ts";
import { indiaNow } from "#app/lib/booking-days.ts";
import { type CallResult, callApi } from "#app/lib/admin/http.ts";

export function fetchInsights(from: string, to: string): Promise<CallResult<Insights>> {
  return callApi("POST", "/api/admin/insights", { from, to });
}

/** Saves the daily figures of the range as a CSV file. */
export function downloadInsightsCsv(from: string, to: string): Promise<CallResult<{ fileName: string }>> {
  return downloadFile(`/api/admin/insights.csv?${new URLSearchParams({ from, to })}`, `insights-${from}-to-${to}.csv`);
}

/** The India dates of the last `days` days, today included, whatever the device's time zone. */
export function lastDays(days: number, at = new Date()): { from: string; to: string } {
  const to = indiaNow(at.getTime()).date;
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

export const goalLabels: Record<string, string> = {
  whatsapp_tap: "Tapped “Open WhatsApp”",
  call_tap: "Tapped a phone number",
  directions_tap: "Asked for directions",
  contact_sent: "Sent a message",
  comment_sent: "Sent a comment",
  not_found: "Reached a page that does not exist",
};
