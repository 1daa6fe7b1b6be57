import { insightsQuery } from "#app/lib/insights.ts";
import { adminCalls } from "#app/contract/admin/index.ts";
import type { AppDeps } from "../../app-deps.ts";
import { insightsCsv } from "../../services/insights.ts";
import { type Endpoint, endpoint } from "../endpoint.ts";

/** The Insights screen (issue 19): visitors, pages, referrers, devices, goals, the funnel and page speed for a range of India days. */
export function adminInsightEndpoints({ services }: AppDeps): Endpoint[] {
  // The funnel's rows: each clinic, and the video consultations ("online") when they are offered.
  const clinicIds = async () => {
    const practice = await services.practice.get();
    return [...practice.clinics.map((clinic) => clinic.id), ...(practice.online.enabled ? ["online"] : [])];
  };
  return [
    endpoint(adminCalls.insights.report, {
      reads: true,
      invalidates: "nothing",
      input: insightsQuery,
      run: async ({ from, to }) => services.insights.insights(from, to, await clinicIds()),
    }),

    endpoint(adminCalls.insights.csv, {
      input: insightsQuery,
      from: (req) => req.query,
      run: async ({ from, to }) => ({ from, to, csv: insightsCsv(await services.insights.insights(from, to, await clinicIds())) }),
      download: async ({ from, to, csv }, res) => {
        res.setHeader("Content-Type", "text/csv; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="insights-${from}-to-${to}.csv"`);
        res.end(csv);
      },
    }),
  ];
}
