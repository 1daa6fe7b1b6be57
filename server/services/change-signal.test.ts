import { describe, expect, it } from "vitest";
import { createChangeSignal, settleWrite } from "./change-signal.ts";

function counter() {
  const signal = createChangeSignal();
  let count = 0;
  const stop = signal.subscribe(() => (count += 1));
  return { signal, count: () => count, stop };
}

describe("settleWrite", () => {
  it("raises the signal once for a write that declares it changed the pages, never for one that found nothing", () => {
    const { signal, count } = counter();
    settleWrite(signal, "public pages", { id: "a" }, undefined);
    expect(count()).toBe(1);
    settleWrite(signal, "public pages", null, undefined);
    settleWrite(signal, "public pages", false, undefined);
    settleWrite(signal, "nothing", { id: "b" }, undefined);
    expect(count()).toBe(1);
  });

  it("reads a declared effect off the result and the input", () => {
    const { signal, count } = counter();
    const published = (posts: number) => (posts > 0 ? "public pages" : "nothing");
    settleWrite(signal, published, 0, undefined);
    expect(count()).toBe(0);
    settleWrite(signal, published, 2, undefined);
    expect(count()).toBe(1);
    settleWrite(signal, (_result: boolean, input: { draft: boolean }) => (input.draft ? "nothing" : "public pages"), true, { draft: true });
    expect(count()).toBe(1);
  });

  it("stops telling a listener that unsubscribed", () => {
    const { signal, count, stop } = counter();
    signal.raise();
    stop();
    signal.raise();
    expect(count()).toBe(1);
  });
});
