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

  it("draws the label as text: markup in it is neither parsed nor painted", async () => {
    const width = 600;
    const height = 400;
    // Unescaped, this would close the text and paint the whole picture red, wherever the label's group is moved to.
    const hostile = '</text><rect x="-9999" y="-9999" width="99999" height="99999" fill="#ff0000"/><text>';
    const pixels = async (label?: string) =>
      (
        await sharp(await demoImage({ seed: 3, width, height, label }))
          .raw()
          .toBuffer({ resolveWithObject: true })
      ).data;
    const redPixels = (data: Buffer) => {
      let count = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! < 80 && data[i + 2]! < 80) count++;
      return count;
    };
    const [unlabelled, labelled, blank] = await Promise.all([pixels(), pixels(hostile), pixels(" ".repeat(hostile.length))]);
    // The demo's palette has no red: a red pixel can only come from the label's markup.
    expect(redPixels(labelled)).toBe(0);
    // The label sits in a pill at the bottom left; every row above it is the unlabelled picture's.
    const rowsAboveLabel = 340 * width * 3;
    expect(labelled.subarray(0, rowsAboveLabel).equals(unlabelled.subarray(0, rowsAboveLabel))).toBe(true);
    // Its characters are drawn: the same pill with blanks looks different.
    expect(labelled.equals(blank)).toBe(false);
  });

  it("draws a label with the characters XML reserves", async () => {
    const png = await demoImage({ seed: 4, width: 300, height: 200, label: `Tom & Jerry's "<calm>"` });
    expect((await sharp(png).metadata()).format).toBe("png");
  });
});
