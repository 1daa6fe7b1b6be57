// Every /api/admin call (API.md; README "API" for the additions), by screen. The server's declarations in
// server/api/admin/*.ts take their method and path from here; app/lib/admin/http.ts makes the browser's functions.
import type { activityListQuery, privacyRequest } from "#app/lib/schemas.ts";
import type { insightsQuery } from "#app/lib/insights.ts";
import type { DashboardStats, DiskSpace, DrillReport, Insights, OffsiteStatus } from "#app/lib/domain.ts";
import type { PageOf, WireActivityEntry, WireAdminComment, WireContact } from "#app/contract/shapes.ts";
import { call } from "#app/contract/call.ts";
import { download } from "#app/contract/admin/files.ts";
import { blogCalls } from "#app/contract/admin/blogs.ts";
import { commentCalls } from "#app/contract/admin/comments.ts";
import { contactCalls } from "#app/contract/admin/contacts.ts";
import { mediaCalls } from "#app/contract/admin/media.ts";
import { practiceCalls } from "#app/contract/admin/practice.ts";
import { securityCalls } from "#app/contract/admin/security.ts";

export type AdminStats = DashboardStats & { disk: DiskSpace };

export const adminCalls = {
  stats: call("GET", "/api/admin/stats").answers<AdminStats>(),
  blogs: blogCalls,
  comments: commentCalls,
  contacts: contactCalls,
  media: mediaCalls,
  practice: practiceCalls,
  activity: {
    list: call("POST", "/api/admin/activity").takes<typeof activityListQuery>().answers<PageOf<"activity", WireActivityEntry>>(),
  },
  /** The newest backup as one .tar.gz; the off-site copies' state and a restore drill on demand. */
  backup: {
    download: download("/api/admin/backup"),
    status: call("GET", "/api/admin/backup/status").answers<{ offsite: OffsiteStatus }>(),
    drill: call("POST", "/api/admin/backup/drill").answers<{ drill: DrillReport | null; offsite: OffsiteStatus }>(),
  },
  /** A person's copy and erasure. */
  privacy: {
    export: call("POST", "/api/admin/privacy/export").takes<typeof privacyRequest>().answers<{ comments: WireAdminComment[]; contacts: WireContact[] }>(),
    erase: call("POST", "/api/admin/privacy/erase").takes<typeof privacyRequest>().answers<{ comments: number; contacts: number }>(),
  },
  notifications: {
    /** Sent at once to NOTIFY_EMAIL; a failure's message says what went wrong. */
    test: call("POST", "/api/admin/notifications/test").answers<{ to: string }>(),
  },
  security: securityCalls,
  insights: {
    report: call("POST", "/api/admin/insights").takes<typeof insightsQuery>().answers<Insights>(),
    csv: download("/api/admin/insights.csv").takes<typeof insightsQuery>(),
  },
};
