import { describe, expect, it } from "vitest";
import { freeId, hhmmOfTime, moved, telLinkOf, timeOfHhmm, valueAt, withValueAt } from "#app/lib/admin/practice-draft.ts";

describe("practice draft helpers", () => {
  it("reads and replaces a value deep in the document without touching the original", () => {
    const document = { clinics: [{ schedule: [{ start: 1900 }] }, { schedule: [] }], tagline: "a" };
    const next = withValueAt(document, ["clinics", 0, "schedule", 0, "start"], 1930);
    expect(valueAt(next, ["clinics", 0, "schedule", 0, "start"])).toBe(1930);
    expect(document.clinics[0]?.schedule[0]?.start).toBe(1900);
    expect(next.clinics[1]).toBe(document.clinics[1]);
    expect(Array.isArray(next.clinics)).toBe(true);
    expect(valueAt(document, ["missing", 3])).toBeUndefined();
  });

  it("turns hhmm numbers into time-input values and back", () => {
    expect(timeOfHhmm(930)).toBe("09:30");
    expect(timeOfHhmm(0)).toBe("00:00");
    expect(hhmmOfTime("19:05")).toBe(1905);
    expect(hhmmOfTime("")).toBeNaN();
  });

  it("makes a tel: link from a phone number as people write it", () => {
    expect(telLinkOf(" +91 90000 12345 ")).toBe("tel:+919000012345");
    expect(telLinkOf("020-2612 3456")).toBe("tel:02026123456");
  });

  it("finds an id no other item uses", () => {
    expect(freeId("Baner Clinic", ["caspian"])).toBe("baner-clinic");
    expect(freeId("Baner Clinic", ["baner-clinic", "baner-clinic-2"])).toBe("baner-clinic-3");
    expect(freeId("  !! ", [])).toBe("item");
  });

  it("moves an item one place and keeps the ends", () => {
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
