import { useNavigation, useRevalidator } from "react-router";
import { InsightsReport } from "#app/components/admin/insights/insights-report.tsx";
import { RangePicker } from "#app/components/admin/insights/range-picker.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { LoadError } from "#app/components/admin/states.tsx";
import { notifyFailure } from "#app/components/admin/toasts.ts";
import { useLoadFailureToast } from "#app/components/admin/use-load-failure-toast.ts";
import { DownloadIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { adminApi } from "#app/lib/admin/http.ts";
import { downloadInsightsCsv, insightsRangeOf } from "#app/lib/admin/insights.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { Route } from "./+types/insights";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Insights", matches);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const range = insightsRangeOf(new URL(request.url));
  return { range, result: await adminApi.insights.report({ from: range.from, to: range.to }) };
}
clientLoader.hydrate = true as const;

const loadFailure = "The insights could not be loaded.";

/**
 * What brings patients (issue 19): visitors and page views per day, the pages they read, where they came from, their
 * devices, the goals they reached, how many got from any page to the appointment page to WhatsApp, and how fast the
 * pages felt. All counted on this server without identifying anyone.
 */
export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { range, result } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const refreshing = revalidator.state === "loading" || navigation.state === "loading";
  useLoadFailureToast(result, loadFailure);

  async function downloadCsv() {
    const answer = await downloadInsightsCsv(range.from, range.to);
    if (!answer.ok) notifyFailure(answer, answer.message || "The CSV could not be downloaded");
  }

  return (
    <>
      <PageHeader
        title="Insights"
        description="Who reads the site and what brings them to book, counted here without cookies and without storing anyone's address."
        actions={
          <button type="button" className={buttonClass("secondary", "gap-2")} onClick={() => void downloadCsv()}>
            <DownloadIcon size={18} /> Download CSV
          </button>
        }
      />
      <RangePicker key={`${range.from}/${range.to}`} range={range} />
      {result.ok ? (
        <div aria-busy={refreshing || undefined} className={refreshing ? "opacity-70 transition-opacity" : ""}>
          <InsightsReport insights={result.data} range={range} />
        </div>
      ) : (
        <LoadError text={loadFailure} onRetry={() => void revalidator.revalidate()} busy={refreshing} />
      )}
    </>
  );
}
