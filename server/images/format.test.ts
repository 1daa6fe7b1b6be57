import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "./format.ts";

const picture = () => sharp({ create: { width: 16, height: 16, channels: 3, background: "#2f6f6b" } });

describe("sniffImageFormat", () => {
  it("names each accepted format from real files", async () => {
    expect(sniffImageFormat(await picture().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageFormat(await picture().png().toBuffer())).toBe("png");
    expect(sniffImageFormat(await picture().webp().toBuffer())).toBe("webp");
    expect(sniffImageFormat(await picture().avif({ effort: 0 }).toBuffer())).toBe("avif");
    expect(sniffImageFormat(await picture().gif().toBuffer())).toBe("gif");
  });

  it("refuses other formats and look-alikes", async () => {
    expect(sniffImageFormat(await picture().tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    // An ISO-BMFF file of another brand (an MP4 video).
    expect(sniffImageFormat(Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isommp41", "latin1"))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
