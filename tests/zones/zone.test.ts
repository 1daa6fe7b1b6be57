import { expect, it } from "vitest";

// Runs only in the zone projects of vitest.config.ts: proof that each run of the zoned tests is in its zone.
const offsets: Record<string, number> = { UTC: 0, "America/New_York": 300, "Asia/Kolkata": -330 };

it("runs in the zone its Vitest project sets", () => {
  const zone = process.env.TZ ?? "";
  expect(offsets[zone], `no known offset for zone "${zone}"`).toBeDefined();
  // Minutes behind UTC on a December day, as Date reports them in that zone.
  expect(new Date("2026-12-07T12:00:00Z").getTimezoneOffset()).toBe(offsets[zone]);
});
