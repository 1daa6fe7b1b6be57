import { callApi } from "#app/lib/admin/http.ts";

/** Sends a test e-mail to NOTIFY_EMAIL at once; the failure's message says what went wrong. */
export function sendTestEmail() {
  return callApi<{ to: string }>("POST", "/api/admin/notifications/test");
}
