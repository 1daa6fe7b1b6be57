import { describe, expect, it } from "vitest";
import { createBeaconBudget } from "./beacon-budget.ts";

const minute = 60_000;
const start = Date.parse("2026-11-28T05:00:00Z");

describe("the beacon budget", () => {
  it("counts at most 100 page views a visitor a day, however slowly they come, and again the next day", () => {
    const budget = createBeaconBudget();
    const take = (index: number, day = "2026-11-28") => budget.take("pageview", { day, at: new Date(start + index * minute), visitor: "v", address: "a" });
    const verdicts = Array.from({ length: 120 }, (_, index) => take(index));
    expect(verdicts.filter((verdict) => verdict === "counted")).toHaveLength(100);
    expect(verdicts.at(-1)).toBe("over budget");
    expect(take(200, "2026-11-29")).toBe("counted");
  });

  it("holds one address to 30 page views a minute and 1,000 a day whatever user agents it rotates", () => {
    const budget = createBeaconBudget();
    const take = (index: number, at: number) => budget.take("pageview", { day: "2026-11-28", at: new Date(at), visitor: `v${index}`, address: "a" });
    const firstMinute = Array.from({ length: 50 }, (_, index) => take(index, start));
    expect(firstMinute.filter((verdict) => verdict === "counted")).toHaveLength(30);
    let counted = 30;
    for (let index = 0; index < 3000; index += 1) if (take(index + 50, start + (1 + Math.floor(index / 30)) * minute) === "counted") counted += 1;
    expect(counted).toBe(1000);
    expect(budget.take("pageview", { day: "2026-11-28", at: new Date(start), visitor: "other", address: "b" })).toBe("counted");
  });

  it("holds one address to 400 goals a day, so rotating user agents gets past no cap", () => {
    const budget = createBeaconBudget();
    const verdicts = Array.from({ length: 1000 }, (_, index) =>
      budget.take("goal", { day: "2026-11-28", at: new Date(start + index * minute), visitor: `v${index}`, address: "a" }),
    );
    expect(verdicts.filter((verdict) => verdict === "counted")).toHaveLength(400);
  });

  it("stops counting for the day at 50,000 rows from all addresses together", () => {
    const budget = createBeaconBudget();
    let counted = 0;
    for (let index = 0; index < 50_010; index += 1) {
      if (budget.take("pageview", { day: "2026-11-28", at: new Date(start), visitor: `v${index}`, address: `a${index}` }) === "counted") counted += 1;
    }
    expect(counted).toBe(50_000);
    expect(budget.take("goal", { day: "2026-11-28", at: new Date(start), visitor: "new", address: "new" })).toBe("over the day's budget");
  });
});
