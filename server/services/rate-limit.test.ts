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
    window.take("a");
    expect(window.check("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("takes every key or none, and gives taken events back on release", () => {
    const time = clock();
    const window = createSlidingWindow({ limit: 2, windowMs: 60_000, now: time.now });
    window.take("busy");
    window.take("busy");
    expect(window.takeAll(["free", "busy"])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(window.check("free")).toEqual({ allowed: true });

    const first = window.takeAll(["free", "other"]);
    const second = window.takeAll(["free", "other"]);
    expect(first.allowed && second.allowed).toBe(true);
    expect(window.takeAll(["free"]).allowed).toBe(false);
    if (first.allowed) first.release();
    expect(window.check("free")).toEqual({ allowed: true });
    expect(window.check("other")).toEqual({ allowed: true });
  });
});
