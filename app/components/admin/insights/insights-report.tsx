import { DailyChart, dayLabel } from "#app/components/admin/insights/daily-chart.tsx";
import { Empty, FigureTable, Section } from "#app/components/admin/insights/figure-table.tsx";
import { ViewsByLanguage } from "#app/components/admin/insights/views-by-language.tsx";
import { cardClass } from "#app/components/admin/ui.ts";
import { type InsightsRange, goalLabels } from "#app/lib/admin/insights.ts";
import type { Insights } from "#app/lib/domain.ts";
import { vitalRating } from "#app/lib/insights.ts";
import { usePractice } from "#app/lib/practice-context.ts";

const number = new Intl.NumberFormat("en-IN");
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : "—");

function Share({ part, whole }: { part: number; whole: number }) {
  return (
    <>
      {part} <span className="text-ink-500">({percent(part, whole)})</span>
    </>
  );
}

/** The figures of one period, section by section. */
export function InsightsReport({ insights, range }: { insights: Insights; range: InsightsRange }) {
  const practice = usePractice();
  const clinicName = (id: string) =>
    id === "online" ? "Video consultation" : (practice.clinics.find((clinic) => clinic.id === id)?.name ?? (id || "Clinic not named"));
  const { totals } = insights;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={`${cardClass} p-5`}>
          <p className="text-ink-700">Visitors</p>
          <p className="mt-1 text-4xl font-semibold tabular-nums">{number.format(totals.visitors)}</p>
        </div>
        <div className={`${cardClass} p-5`}>
          <p className="text-ink-700">Page views</p>
          <p className="mt-1 text-4xl font-semibold tabular-nums">{number.format(totals.pageviews)}</p>
        </div>
      </div>

      <Section title="Visitors per day" note={`${dayLabel(range.from)} to ${dayLabel(range.to)}, India time. A visitor is counted once a day.`}>
        <DailyChart days={insights.days} />
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-accent-700">The figures as a table</summary>
          <FigureTable
            caption="Visitors and page views per day"
            rows={insights.days}
            rowKey={(day) => day.date}
            columns={[
              { header: "Day", cell: (day) => dayLabel(day.date) },
              { header: "Visitors", cell: (day) => day.visitors, numeric: true },
              { header: "Page views", cell: (day) => day.pageviews, numeric: true },
            ]}
          />
        </details>
      </Section>

      <Section
        title="From a visit to WhatsApp"
        note="How many visitors reached the appointment page, and how many of them tapped “Open WhatsApp” for each clinic."
      >
        <FigureTable
          caption="Each clinic's visitors, appointment page views and WhatsApp taps"
          stackOnPhones
          rows={insights.funnel}
          rowKey={(step) => step.clinic}
          columns={[
            { header: "Clinic", cell: (step) => clinicName(step.clinic) },
            { header: "Visitors", cell: (step) => step.visitors, numeric: true },
            { header: "Saw the appointment page", cell: (step) => <Share part={step.bookingViews} whole={step.visitors} />, numeric: true },
            { header: "Tapped WhatsApp", cell: (step) => <Share part={step.whatsappTaps} whole={step.bookingViews} />, numeric: true },
          ]}
        />
      </Section>

      <Section title="Goals" note="Conversion: the share of visitors who did it.">
        <FigureTable
          caption="Goals reached, how often and by how many visitors"
          stackOnPhones
          rows={insights.goals}
          rowKey={(goal) => goal.name}
          columns={[
            { header: "Goal", cell: (goal) => goalLabels[goal.name] ?? goal.name },
            { header: "Times", cell: (goal) => goal.count, numeric: true },
            { header: "Visitors", cell: (goal) => goal.visitors, numeric: true },
            { header: "Conversion", cell: (goal) => percent(goal.visitors, totals.visitors), numeric: true },
          ]}
        />
      </Section>

      <ViewsByLanguage pages={insights.pages} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Top pages">
          <FigureTable
            rows={insights.pages.slice(0, 20)}
            rowKey={(page) => page.path}
            columns={[
              { header: "Page", cell: (page) => page.path },
              { header: "Visitors", cell: (page) => page.visitors, numeric: true },
              { header: "Views", cell: (page) => page.pageviews, numeric: true },
            ]}
          />
        </Section>
        <Section title="Where visitors came from" note="Visitors who typed the address or followed a shared link without a referrer are not listed.">
          <FigureTable
            rows={insights.referrers.slice(0, 20)}
            rowKey={(referrer) => referrer.host}
            columns={[
              { header: "Site", cell: (referrer) => referrer.host },
              { header: "Visitors", cell: (referrer) => referrer.visitors, numeric: true },
            ]}
          />
        </Section>
      </div>

      <Section title="Devices">
        {insights.devices.length === 0 ? (
          <Empty />
        ) : (
          <ul className="flex flex-wrap gap-3">
            {insights.devices.map((device) => (
              <li key={device.kind} className="rounded-lg bg-sand-100 px-4 py-2">
                <span className="capitalize">{device.kind}</span>: <strong className="tabular-nums">{device.visitors}</strong> (
                {percent(device.visitors, totals.visitors)})
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        title="Page speed for real visitors"
        note="The 75th percentile: three in four visits were at least this fast. Green is good, amber needs work, red is poor (Google's thresholds)."
      >
        <FigureTable
          caption="Page speed for real visitors, page by page"
          stackOnPhones
          rows={insights.vitals}
          rowKey={(page) => page.path}
          columns={[
            { header: "Page", cell: (page) => page.path },
            { header: "Largest paint", cell: (page) => <Vital metric="lcp" value={page.lcp} />, numeric: true },
            { header: "Response to taps", cell: (page) => <Vital metric="inp" value={page.inp} />, numeric: true },
            { header: "Layout shift", cell: (page) => <Vital metric="cls" value={page.cls} />, numeric: true },
            { header: "Samples", cell: (page) => page.samples, numeric: true },
          ]}
        />
      </Section>
    </div>
  );
}

const ratingStyle = {
  good: "bg-green-100 text-green-900",
  "needs-improvement": "bg-amber-100 text-amber-950",
  poor: "bg-red-100 text-red-900",
} as const;
const ratingWord = { good: "good", "needs-improvement": "needs work", poor: "poor" } as const;

function Vital({ metric, value }: { metric: "lcp" | "inp" | "cls"; value: number | null }) {
  const rating = vitalRating(metric, value);
  if (value === null || rating === null) return <span className="text-ink-500">—</span>;
  const shown = metric === "cls" ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 ${ratingStyle[rating]}`}>
      {shown} <span className="sr-only">({ratingWord[rating]})</span>
    </span>
  );
}
