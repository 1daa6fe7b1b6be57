import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "#app/lib/field-schemas.ts";

describe("isPhoneNumber", () => {
  it("takes a number as people write it, with an optional + and single spaces or dashes", () => {
    for (const number of ["+91 90000 12345", "09000012345", "020-2612-3456", "1234567", "+123456789012345"]) expect(isPhoneNumber(number)).toBe(true);
  });

  it("refuses too few or too many digits, doubled separators and anything but digits", () => {
    for (const number of ["123456", "+1234567890123456", "90000  12345", "90000--12345", "+91 90000 1234x", "++919000012345", " 9000012345", ""]) {
      expect(isPhoneNumber(number)).toBe(false);
    }
  });
});
