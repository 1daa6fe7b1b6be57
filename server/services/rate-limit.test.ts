import { describe, expect, it } from "vitest";
import { createSlidingWindow } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createSlidingWindow", () => {
  it("allows `limit` events in any window and says when the next one will be allowed", () => {
    const time = clock();
    const window = createSlidingWindow({ limit: 3, windowMs: 60_000, now: time.now });
    expect(window.take("a")).toEqual({ allowed: true });
    time.advance(10_000);
    expect(window.take("a")).toEqual({ allowed: true });
    expect(window.take("a")).toEqual({ allowed: true });
    expect(window.take("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(window.take("b")).toEqual({ allowed: true });

    time.advance(50_000);
    expect(window.take("a")).toEqual({ allowed: true });
    expect(window.take("a")).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("does not count refused attempts, and `check` records nothing", () => {
    const time = clock();
    const window = createSlidingWindow({ limit: 1, windowMs: 1_000, now: time.now });
    window.take("a");
    for (let index = 0; index < 5; index += 1) expect(window.take("a").allowed).toBe(false);
    time.advance(1_000);
    expect(window.check("a")).toEqual({ allowed: true });
    expect(window.check("a")).toEqual({ allowed: true });
    window.record("a");
    expect(window.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
