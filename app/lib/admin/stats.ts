import type { VisitorCount } from "#app/lib/domain.ts";
import { callApi } from "#app/lib/admin/http.ts";

export type AdminStats = {
  blogs: { published: number; draft: number; outdated: number };
  comments: { pending: number; published: number };
  contacts: number;
  media: number;
  visitors: VisitorCount;
  /** Contact messages, and unpublished comments, whose words suggest a risk of self-harm. */
  urgent: { contacts: number; comments: number };
  /** E-mails to the doctor about new messages: set up or not, waiting to be sent, given up on. */
  notifications: { enabled: boolean; waiting: number; failed: number };
};

export function fetchStats() {
  return callApi<AdminStats>("GET", "/api/admin/stats");
}
