import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoImage } from "./demo.ts";

describe("demo pictures", () => {
  it("renders a PNG of the asked size that the image store accepts as a real picture", async () => {
    const png = await demoImage({ seed: 7, width: 1200, height: 800, label: "Sleep & mood" });
    const metadata = await sharp(png).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "png", width: 1200, height: 800 });
    // Not a flat fill: the picture has visible variation across it.
    const { channels } = await sharp(png).stats();
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 8)).toBe(true);
  });

  it("draws the same picture for a seed and different ones for different seeds", async () => {
    const options = { width: 300, height: 200 };
    const first = await demoImage({ seed: 1, ...options });
    expect((await demoImage({ seed: 1, ...options })).equals(first)).toBe(true);
    expect((await demoImage({ seed: 2, ...options })).equals(first)).toBe(false);
  });

  it("escapes the label so any text is safe to draw", async () => {
    const png = await demoImage({ seed: 3, width: 600, height: 400, label: `Stress </text><script>"&'` });
    expect((await sharp(png).metadata()).width).toBe(600);
  });
});
