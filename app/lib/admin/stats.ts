import type { VisitorCount } from "#app/lib/domain.ts";
import { callApi } from "#app/lib/admin/http.ts";

export type AdminStats = {
  /** `outdated`: translations whose original changed since they were made (issue 29). */
  blogs: { published: number; draft: number; outdated: number };
  /** `awaitingReply`: published comments without the doctor's reply, and how many of them are urgent. */
  comments: { pending: number; published: number; awaitingReply: { total: number; urgent: number } };
  contacts: number;
  media: number;
  visitors: VisitorCount;
  /** Contact messages, and unpublished comments, whose words suggest a risk of self-harm. */
  urgent: { contacts: number; comments: number };
  /** E-mails to the doctor about new messages: set up or not, waiting to be sent, given up on. */
  notifications: { enabled: boolean; waiting: number; failed: number };
  /** The disk the site's data is on: free and total bytes, and `low` below 10 % or 200 MB free. */
  disk: { freeBytes: number; totalBytes: number; low: boolean };
};

export function fetchStats() {
  return callApi<AdminStats>("GET", "/api/admin/stats");
}
