import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import type { Clinic } from "#app/lib/practice-schema.ts";
import { clockLabel, minutesOf, openDays, scheduleLines, slotLabel, slotStarts, weekdayName } from "#app/lib/slots.ts";

const caspian = defaultPractice.clinics[0];
const karla = defaultPractice.clinics[1]!;

/** Every slot of a clinic's week in schedule order, "Monday 7:00 PM - 7:20 PM", cut by slotStarts. */
function generateSlots(clinic: Pick<Clinic, "schedule" | "durationMins">): string[] {
  return clinic.schedule.flatMap((window) =>
    slotStarts(window, clinic.durationMins).map((start) => `${weekdayName(window.day)} ${slotLabel(start, clinic.durationMins)}`),
  );
}

function daySlots(day: string, times: string[]) {
  return times.map((time) => `${day} ${time}`);
}

const caspianEvening = ["7:00 PM - 7:20 PM", "7:20 PM - 7:40 PM", "7:40 PM - 8:00 PM", "8:00 PM - 8:20 PM", "8:20 PM - 8:40 PM", "8:40 PM - 9:00 PM"];

describe("slotStarts: SPEC.md's slot rule", () => {
  it("lists caspian's 20-minute slots, Monday to Thursday evenings then Saturday afternoon", () => {
    expect(caspian.id).toBe("caspian");
    expect(generateSlots(caspian)).toEqual([
      ...daySlots("Monday", caspianEvening),
      ...daySlots("Tuesday", caspianEvening),
      ...daySlots("Wednesday", caspianEvening),
      ...daySlots("Thursday", caspianEvening),
      ...daySlots("Saturday", ["4:30 PM - 4:50 PM", "4:50 PM - 5:10 PM", "5:10 PM - 5:30 PM", "5:30 PM - 5:50 PM", "5:50 PM - 6:10 PM", "6:10 PM - 6:30 PM"]),
    ]);
  });

  it("lists karla's 30-minute Saturday morning slots across noon", () => {
    expect(karla.id).toBe("karla");
    expect(generateSlots(karla)).toEqual(
      daySlots("Saturday", [
        "10:00 AM - 10:30 AM",
        "10:30 AM - 11:00 AM",
        "11:00 AM - 11:30 AM",
        "11:30 AM - 12:00 PM",
        "12:00 PM - 12:30 PM",
        "12:30 PM - 1:00 PM",
        "1:00 PM - 1:30 PM",
        "1:30 PM - 2:00 PM",
      ]),
    );
  });

  it("keeps a slot that ends exactly at closing time and drops one that would end after it", () => {
    expect(generateSlots({ durationMins: 20, schedule: [{ day: 5, start: 900, end: 940 }] })).toEqual(["Friday 9:00 AM - 9:20 AM", "Friday 9:20 AM - 9:40 AM"]);
    expect(generateSlots({ durationMins: 20, schedule: [{ day: 5, start: 900, end: 950 }] })).toEqual(["Friday 9:00 AM - 9:20 AM", "Friday 9:20 AM - 9:40 AM"]);
  });

  it("offers nothing when a window is shorter than one slot or there is no schedule", () => {
    expect(generateSlots({ durationMins: 30, schedule: [{ day: 0, start: 1000, end: 1020 }] })).toEqual([]);
    expect(generateSlots({ durationMins: 30, schedule: [] })).toEqual([]);
  });
});

describe("clock helpers", () => {
  it("reads hhmm numbers and prints 12-hour times", () => {
    expect(minutesOf(1630)).toBe(990);
    expect(clockLabel(0)).toBe("12:00 AM");
    expect(clockLabel(minutesOf(1205))).toBe("12:05 PM");
    expect(clockLabel(minutesOf(2359))).toBe("11:59 PM");
  });
});

describe("schedule summaries", () => {
  it("joins consecutive days with the same hours", () => {
    expect(scheduleLines(caspian.schedule)).toEqual([
      { days: "Monday – Thursday", hours: "7:00 PM – 9:00 PM" },
      { days: "Saturday", hours: "4:30 PM – 6:30 PM" },
    ]);
    expect(scheduleLines(karla.schedule)).toEqual([{ days: "Saturday", hours: "10:00 AM – 2:00 PM" }]);
  });

  it("names each open day once", () => {
    expect(openDays(caspian.schedule)).toBe("Monday, Tuesday, Wednesday, Thursday, Saturday");
    expect(openDays(karla.schedule)).toBe("Saturday");
  });

  it("says سنیچر for an Urdu Saturday, where Intl's ہفتہ also means week, and takes the other days from Intl", () => {
    expect(scheduleLines(karla.schedule, "ur")).toEqual([{ days: "سنیچر", hours: "10:00 AM – 2:00 PM" }]);
    expect(weekdayName(5, "ur")).toBe("جمعہ");
    expect(weekdayName(6, "hi")).toBe("शनिवार");
  });
});
