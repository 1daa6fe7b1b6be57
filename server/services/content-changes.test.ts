import { describe, expect, it } from "vitest";
import { announcingWrites, createContentChanges } from "./content-changes.ts";

function counter() {
  const content = createContentChanges();
  let count = 0;
  const stop = content.subscribe(() => (count += 1));
  return { content, count: () => count, stop };
}

describe("announcingWrites", () => {
  const service = {
    found: async (value: string) => ({ value }),
    missing: async () => null,
    refused: async () => false,
    failing: async (): Promise<string> => {
      throw new Error("database is locked");
    },
    read: async () => "listed",
  };

  it("signals once per successful write, never for a write that found nothing, failed or was not named", async () => {
    const { content, count } = counter();
    const announced = announcingWrites(service, ["found", "missing", "refused", "failing"], content);
    expect(await announced.found("a")).toEqual({ value: "a" });
    expect(count()).toBe(1);
    expect(await announced.missing()).toBeNull();
    expect(await announced.refused()).toBe(false);
    await expect(announced.failing()).rejects.toThrow("database is locked");
    expect(await announced.read()).toBe("listed");
    expect(count()).toBe(1);
  });

  it("stops telling a listener that unsubscribed", async () => {
    const { content, count, stop } = counter();
    const announced = announcingWrites(service, ["found"], content);
    await announced.found("a");
    stop();
    await announced.found("b");
    expect(count()).toBe(1);
  });
});
