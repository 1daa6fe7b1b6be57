import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { fieldLabelClass, inputClass } from "#app/components/admin/ui.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { type InsightsRange, insightPresets } from "#app/lib/admin/insights.ts";

/**
 * The period the Insights screen shows: a preset, or dates of one's own. Both go into the address (the loader
 * reads them there), so a reload, the back button and a bookmark keep the period. Its owner keys it by the period,
 * so the dates start from the one shown.
 */
export function RangePicker({ range }: { range: InsightsRange }) {
  const [, setSearchParams] = useSearchParams();
  const [custom, setCustom] = useState({ from: range.from, to: range.to });
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Period</legend>
        {insightPresets.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={range.days === days}
            className={buttonClass(range.days === days ? "primary" : "secondary", "", "compact")}
            onClick={() => setSearchParams({ days: String(days) }, { preventScrollReset: true })}
          >
            Last {days} days
          </button>
        ))}
      </fieldset>
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2">
        <label className={fieldLabelClass}>
          From
          <input
            type="date"
            name="from"
            required
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
            name="to"
            required
            value={custom.to}
            min={custom.from}
            onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonClass("secondary", "", "compact")}>
          Show
        </button>
      </Form>
    </div>
  );
}
