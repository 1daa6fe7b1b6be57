import { describe, expect, it } from "vitest";
import { nextIndiaTime } from "./daily.ts";

describe("nextIndiaTime", () => {
  it("is 03:00 in India, 21:30 UTC the day before, the next time it comes round", () => {
    expect(nextIndiaTime(new Date("2026-11-23T19:44:00Z"), 3, 0).toISOString()).toBe("2026-11-23T21:30:00.000Z");
    expect(nextIndiaTime(new Date("2026-11-23T21:30:00Z"), 3, 0).toISOString()).toBe("2026-11-24T21:30:00.000Z");
    expect(nextIndiaTime(new Date("2026-11-23T22:00:00Z"), 3, 0).toISOString()).toBe("2026-11-24T21:30:00.000Z");
    // Just after midnight in India (18:31 UTC) the same night's 03:00 is next.
    expect(nextIndiaTime(new Date("2026-12-31T18:31:00Z"), 3, 0).toISOString()).toBe("2026-12-31T21:30:00.000Z");
  });
});
