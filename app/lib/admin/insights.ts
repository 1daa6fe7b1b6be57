import type { Insights } from "#app/lib/domain.ts";
import { type CallResult, callApi, toResult } from "#app/lib/admin/http.ts";
import { readToken } from "#app/lib/admin/token.ts";
import type { ApiAnswer } from "#app/lib/entities.ts";

export function fetchInsights(from: string, to: string): Promise<CallResult<Insights>> {
  return callApi("POST", "/api/admin/insights", { from, to });
}

/** Saves the daily figures of the range as a CSV file. */
export async function downloadInsightsCsv(from: string, to: string): Promise<CallResult<{ fileName: string }>> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/insights.csv?${new URLSearchParams({ from, to })}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return { ok: false, status: 0, message: "", sessionEnded: false };
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as ApiAnswer<never> | null;
    return toResult(response.status, answer, null, token !== null) as CallResult<{ fileName: string }>;
  }
  const fileName = `insights-${from}-to-${to}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, status: 200, data: { fileName } };
}

const indiaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** The India dates of the last `days` days, today included, whatever the device's time zone. */
export function lastDays(days: number, at = new Date()): { from: string; to: string } {
  const to = indiaDay.format(at);
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
