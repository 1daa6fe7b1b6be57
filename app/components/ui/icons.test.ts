import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (name: string) => readFileSync(new URL(name, import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("has a symbol for every icon the components draw, and no symbol nothing draws", () => {
    const drawn = [...read("./icons.tsx").matchAll(/= icon\("([\w-]+)"\)/g)].map((match) => match[1]).sort();
    const symbols = [...read("./icons.svg").matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]).sort();
    expect(drawn.length).toBeGreaterThan(50);
    expect(symbols).toEqual(drawn);
  });
});
