import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox-sender.ts";

describe("retryDelayMs", () => {
  it("doubles from NOTIFY_RETRY_SECONDS and stops growing at 60 times it", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts, 60) / 1000)).toEqual([60, 120, 240, 480, 3600, 3600, 3600]);
    expect(retryDelayMs(1, 1)).toBe(1000);
  });

  it("keeps retrying for more than a day before the three-day limit: the attempts within 24 h are many", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3600 * 1000) elapsed += retryDelayMs(++attempts, 60);
    expect(attempts).toBeGreaterThan(20);
  });
});
