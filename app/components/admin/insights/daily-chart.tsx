import type { CSSProperties } from "react";
import type { Insights } from "#app/lib/domain.ts";

const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
export const dayLabel = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** Room above the highest value, in hundredths of the plot's height, so the top label is not cut. */
const headroom = 8;
/** Day labels on a desktop; a phone shows every other one of them. */
const dayLabelsWide = 7;

/**
 * Visitors (bars) and page views (a line) per day, drawn with nothing from a third party. The SVG stretches to the
 * width it gets, so its axis labels are HTML beside and under it: text inside a scaled SVG shrinks with it, to
 * about 5 px on a phone. Screen readers get the same figures from the table that follows it.
 */
export function DailyChart({ days }: { days: Insights["days"] }) {
  const top = Math.max(1, ...days.map((day) => day.pageviews));
  const slots = Math.max(1, days.length);
  // Both in hundredths: across the days, and down from the top of the plot.
  const x = (index: number) => ((index + 0.5) / slots) * 100;
  const y = (value: number) => headroom + (1 - value / top) * (100 - headroom);
  const line = days.map((day, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(2)},${y(day.pageviews).toFixed(2)}`).join(" ");
  const ticks = [...new Set([0, Math.round(top / 2), top])];
  const labelEvery = Math.max(1, Math.ceil(days.length / dayLabelsWide));
  const labelled = days.flatMap((day, index) => (index % labelEvery === 0 ? [{ day, index }] : []));
  return (
    <figure>
      <div className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-ink-700 tabular-nums" aria-hidden="true" data-testid="daily-chart">
        <div className="relative text-right">
          {/* Sizes the column to the widest label; the labels themselves sit at their heights. */}
          <span className="invisible">{top}</span>
          {ticks.map((tick) => (
            <span key={tick} data-axis-label className="absolute right-0 -translate-y-1/2 leading-none" style={{ top: `${y(tick)}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="block h-44 w-full sm:h-60" aria-hidden="true" focusable="false">
          {ticks.map((tick) => (
            <line key={tick} x1={0} x2={100} y1={y(tick)} y2={y(tick)} vectorEffect="non-scaling-stroke" className="stroke-sand-200" />
          ))}
          {days.map((day, index) => (
            <rect key={day.date} x={x(index) - 35 / slots} width={70 / slots} y={y(day.visitors)} height={100 - y(day.visitors)} className="fill-accent-200" />
          ))}
          <path d={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" vectorEffect="non-scaling-stroke" className="stroke-accent-700" />
        </svg>
        <div className="col-start-2 relative mt-1 h-5">
          {labelled.map(({ day, index }, nth) => (
            <span
              key={day.date}
              data-axis-label
              // Centred under its day, but never past either end of the plot.
              style={{ left: `clamp(0px, calc(${x(index)}% - 1.75rem), calc(100% - 3.5rem))` } as CSSProperties}
              className={`absolute top-0 w-14 text-center whitespace-nowrap ${nth % 2 === 1 ? "max-sm:hidden" : ""}`}
            >
              {dayLabel(day.date)}
            </span>
          ))}
        </div>
      </div>
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
