import type { Insights } from "#app/lib/domain.ts";

const width = 720;
const height = 240;
const pad = { left: 40, right: 12, top: 12, bottom: 28 };

const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
export const dayLabel = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/**
 * Visitors (bars) and page views (a line) per day, drawn as SVG with nothing from a third party. Screen readers get
 * the same figures from the table that follows it.
 */
export function DailyChart({ days }: { days: Insights["days"] }) {
  const top = Math.max(1, ...days.map((day) => day.pageviews));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (value: number) => pad.top + plotHeight - (value / top) * plotHeight;
  const x = (index: number) => pad.left + step * index + step / 2;
  const line = days.map((day, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(day.pageviews).toFixed(1)}`).join(" ");
  const ticks = [...new Set([0, Math.round(top / 2), top])];
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} className="stroke-sand-200" />
            <text x={pad.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-ink-500 text-[12px]">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => (
          <rect
            key={day.date}
            x={x(index) - Math.max(1, step * 0.35)}
            width={Math.max(2, step * 0.7)}
            y={y(day.visitors)}
            height={pad.top + plotHeight - y(day.visitors)}
            rx={2}
            className="fill-accent-200"
          />
        ))}
        <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-accent-700" />
        {days.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day.date} x={x(index)} y={height - 8} textAnchor="middle" className="fill-ink-500 text-[12px]">
              {dayLabel(day.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-5 text-ink-700">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-accent-200" aria-hidden="true" /> Visitors
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-5 bg-accent-700" aria-hidden="true" /> Page views
        </span>
      </figcaption>
    </figure>
  );
}
