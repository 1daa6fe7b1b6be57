import { describe, expect, it } from "vitest";
import { practiceSectionTable, sectionOfPath } from "#app/components/admin/practice/practice-section-table.tsx";
import { practiceSchema } from "#app/lib/practice-document.ts";

describe("the practice sections", () => {
  it("give every part of the practice document a section", () => {
    const unplaced = Object.keys(practiceSchema.in.shape).filter((key) => sectionOfPath(`${key}.0`) === undefined);
    expect(unplaced).toEqual([]);
  });

  it("file a message under the section that edits its field", () => {
    const titleOf = (path: string) => sectionOfPath(path)?.title;
    expect(titleOf("clinics.0.durationMins")).toBe("Clinics and timings");
    expect(titleOf("clinics.2.daysOff.1")).toBe("Days off");
    expect(titleOf("online.daysOff.0")).toBe("Video consultations");
    expect(titleOf("doctor.name")).toBe("Doctor");
    expect(titleOf("doctor.aboutIntro")).toBe("About");
    expect(titleOf("languages")).toBe("Doctor");
    expect(titleOf("privacy.grievanceOfficer.phone.href")).toBe("Privacy notice");
    expect(titleOf("clinics.1.feeRupees")).toBe("Payments");
    expect(titleOf("online.feeRupees")).toBe("Payments");
    expect(titleOf("payment.qr")).toBe("Payments");
    expect(titleOf("visitQuestions.3.answer")).toBe("Before your visit");
    expect(titleOf("body")).toBeUndefined();
  });

  it("have one anchor each", () => {
    const ids = practiceSectionTable.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
