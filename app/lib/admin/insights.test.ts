import { describe, expect, it } from "vitest";
import { insightsRangeOf } from "#app/lib/admin/insights.ts";

// 20:00 UTC on 1 March is already 2 March in India (UTC+5:30).
const at = new Date("2026-03-01T20:00:00Z");
const rangeOf = (search: string) => insightsRangeOf(new URL(`http://localhost/admin/insights${search}`), at);

describe("the Insights period in the address", () => {
  it("is the last 30 India days when the address names none", () => {
    expect(rangeOf("")).toEqual({ from: "2026-02-01", to: "2026-03-02", days: 30 });
  });

  it("moves a preset with the days, so a reload tomorrow still shows the last 7", () => {
    expect(rangeOf("?days=7")).toEqual({ from: "2026-02-24", to: "2026-03-02", days: 7 });
    expect(rangeOf("?days=90")).toEqual({ from: "2025-12-03", to: "2026-03-02", days: 90 });
  });

  it("keeps dates of one's own as they were asked", () => {
    expect(rangeOf("?from=2026-01-05&to=2026-01-20")).toEqual({ from: "2026-01-05", to: "2026-01-20", days: null });
  });

  it("falls back to the last 30 days for a period the server would refuse", () => {
    for (const search of ["?days=8", "?from=2026-01-20&to=2026-01-05", "?from=2024-01-01&to=2026-01-01", "?from=5-1-2026&to=2026-01-20", "?from=2026-01-05"]) {
      expect(rangeOf(search), search).toEqual({ from: "2026-02-01", to: "2026-03-02", days: 30 });
    }
  });
});
