import type { VisitorCount } from "#app/lib/entities.ts";
import { callApi } from "#app/lib/admin/http.ts";

export type AdminStats = {
  blogs: { published: number; draft: number };
  comments: { pending: number; published: number };
  contacts: number;
  media: number;
  visitors: VisitorCount;
};

export function fetchStats() {
  return callApi<AdminStats>("GET", "/api/admin/stats");
}
