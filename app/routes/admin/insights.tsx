import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { DailyChart, dayLabel } from "#app/components/admin/insights/daily-chart.tsx";
import { ViewsByLanguage } from "#app/components/admin/insights/views-by-language.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { LoadError, LoadingState } from "#app/components/admin/states.tsx";
import { notifyFailure } from "#app/components/admin/toasts.ts";
import { cardClass, fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { DownloadIcon } from "#app/components/ui/icons.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { downloadInsightsCsv, fetchInsights, goalLabels, lastDays } from "#app/lib/admin/insights.ts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import type { Insights } from "#app/lib/domain.ts";
import { vitalRating } from "#app/lib/insights.ts";
import { usePractice } from "#app/lib/practice-context.ts";
import type { Route } from "./+types/insights";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Insights", matches);
}

type Range = { from: string; to: string };
const presets = [7, 30, 90] as const;
const number = new Intl.NumberFormat("en-IN");
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : "—");

const sectionClass = `${cardClass} p-5 sm:p-6`;
const thClass = "border-b border-sand-200 py-2 pr-4 text-left font-semibold";
const cellClass = "border-b border-sand-100 py-2 pr-4 align-top";
const tdClass = `${cellClass} text-left`;
const numClass = `${cellClass} text-right tabular-nums`;

/**
 * What brings patients (issue 19): visitors and page views per day, the pages they read, where they came from, their
 * devices, the goals they reached, how many got from any page to the appointment page to WhatsApp, and how fast the
 * pages felt. All counted on this server without identifying anyone.
 */
export default function AdminInsights() {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const [custom, setCustom] = useState<Range>(range);
  const [insights, setInsights] = useState<Insights | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  const load = useCallback(async (asked: Range) => {
    setState("loading");
    const answer = await fetchInsights(asked.from, asked.to);
    if (answer.ok) {
      setInsights(answer.data);
      setState("ready");
    } else if (!answer.sessionEnded) {
      setState("failed");
    }
  }, []);

  useEffect(() => {
    void load(range);
  }, [load, range]);

  function showCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (custom.from && custom.to) setRange({ ...custom });
  }

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
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Period</legend>
          {presets.map((days) => {
            const preset = lastDays(days);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={active}
                className={buttonClass(active ? "primary" : "secondary", "", "compact")}
                onClick={() => {
                  setRange(preset);
                  setCustom(preset);
                }}
              >
                Last {days} days
              </button>
            );
          })}
        </fieldset>
        <form onSubmit={showCustom} className="flex flex-wrap items-end gap-2">
          <label className={fieldLabelClass}>
            From
            <input
              type="date"
              value={custom.from}
              max={custom.to}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              className={inputClass}
            />
          </label>
          <label className={fieldLabelClass}>
            To
            <input
              type="date"
              value={custom.to}
              min={custom.from}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              className={inputClass}
            />
          </label>
          <button type="submit" className={buttonClass("secondary", "", "compact")}>
            Show
          </button>
        </form>
      </div>
      {state === "failed" ? (
        <LoadError text="The insights could not be loaded." onRetry={() => void load(range)} busy={false} />
      ) : state === "loading" || !insights ? (
        <LoadingState />
      ) : (
        <InsightsReport insights={insights} range={range} />
      )}
    </>
  );
}

function Section({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  const id = `insights-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {note ? <p className="mt-1 text-ink-700">{note}</p> : null}
      {/* A wide table scrolls sideways on a phone; the keyboard reaches it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard users (WCAG 2.1.1). */}
      <fieldset className="mt-4 min-w-0 overflow-x-auto" tabIndex={0} aria-labelledby={id}>
        {children}
      </fieldset>
    </section>
  );
}

function Empty() {
  return <p className="text-ink-700">Nothing counted in this period yet.</p>;
}

type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A table of figures: the first column heads each row, numbers sit on the right; nothing counted says so. */
function FigureTable<Row>({ rows, rowKey, columns, caption }: { rows: Row[]; rowKey: (row: Row) => string; columns: Column<Row>[]; caption?: string }) {
  if (rows.length === 0) return <Empty />;
  const [first, ...rest] = columns;
  return (
    <table className="w-full">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={`${thClass} ${column.numeric ? "text-right" : ""}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={`${tdClass} font-normal break-all`}>
              {first?.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.header} className={column.numeric ? numClass : tdClass}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InsightsReport({ insights, range }: { insights: Insights; range: Range }) {
  const practice = usePractice();
  const clinicName = (id: string) =>
    id === "online" ? "Video consultation" : (practice.clinics.find((clinic) => clinic.id === id)?.name ?? (id || "Clinic not named"));
  const { totals } = insights;
  const share = (part: number, whole: number) => (
    <>
      {part} <span className="text-ink-500">({percent(part, whole)})</span>
    </>
  );
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
          rows={insights.funnel}
          rowKey={(step) => step.clinic}
          columns={[
            { header: "Clinic", cell: (step) => clinicName(step.clinic) },
            { header: "Visitors", cell: (step) => step.visitors, numeric: true },
            { header: "Saw the appointment page", cell: (step) => share(step.bookingViews, step.visitors), numeric: true },
            { header: "Tapped WhatsApp", cell: (step) => share(step.whatsappTaps, step.bookingViews), numeric: true },
          ]}
        />
      </Section>

      <Section title="Goals" note="Conversion: the share of visitors who did it.">
        <FigureTable
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

      <ViewsByLanguage pages={insights.pages} />

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
