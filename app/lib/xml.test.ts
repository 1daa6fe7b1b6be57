import { describe, expect, it } from "vitest";
import { escapeXml } from "#app/lib/xml.ts";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`Tom & Jerry's <"show">`)).toBe("Tom &amp; Jerry&apos;s &lt;&quot;show&quot;&gt;");
  });

  it("drops control characters XML cannot carry and keeps tabs, newlines and Unicode", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ne — ₹500")).toBe("abc\td\ne — ₹500");
  });
});
