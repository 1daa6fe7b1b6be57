import { beforeAll, describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import type { Clinic } from "#app/lib/practice-schema.ts";
import { bookingDays, dayLabel, indiaNow, isCalendarDate } from "#app/lib/booking-days.ts";

// The server runs in UTC; India is five and a half hours ahead, so the two disagree about the date every evening.
beforeAll(() => {
  process.env.TZ = "UTC";
});

const caspian = defaultPractice.clinics[0];
const karla = defaultPractice.clinics[1]!;

/** An instant given as India's wall clock. */
function india(dateTime: string): number {
  return Date.parse(`${dateTime}+05:30`);
}

const evening = ["7:00 PM - 7:20 PM", "7:20 PM - 7:40 PM", "7:40 PM - 8:00 PM", "8:00 PM - 8:20 PM", "8:20 PM - 8:40 PM", "8:40 PM - 9:00 PM"];

type Schedule = Pick<Clinic, "schedule" | "durationMins" | "daysOff">;

function dates(clinic: Schedule, now: number) {
  return bookingDays(clinic, now).map((day) => day.date);
}

describe("bookingDays in the page's language", () => {
  it("names days and months in Hindi and Urdu with Latin digits, and keeps Urdu's times left to right", () => {
    expect(
      bookingDays(caspian, india("2026-11-22T10:00"), "hi")
        .map((day) => day.label)
        .slice(0, 2),
    ).toEqual(["सोमवार, 23 नवंबर 2026", "मंगलवार, 24 नवंबर 2026"]);
    const urdu = bookingDays(caspian, india("2026-11-22T10:00"), "ur");
    // Saturday is سنیچر, as the clinics' Urdu summaries say it: Intl's ہفتہ is also the word for "week".
    expect(urdu[4]?.label).toBe("سنیچر، 28 نومبر 2026");
    expect(urdu[0]?.slots[0]?.label).toBe("\u20667:00 PM - 7:20 PM\u2069");
    expect(dayLabel("2026-11-24", "te")).toBe("మంగళవారం, 24 నవంబర్ 2026");
  });
});

describe("bookingDays", () => {
  it("lists the clinic's open days among today and the next 13 days, named as people say them", () => {
    const days = bookingDays(caspian, india("2026-11-22T10:00"));
    expect(days.map((day) => day.label)).toEqual([
      "Monday, 23 Nov 2026",
      "Tuesday, 24 Nov 2026",
      "Wednesday, 25 Nov 2026",
      "Thursday, 26 Nov 2026",
      "Saturday, 28 Nov 2026",
      "Monday, 30 Nov 2026",
      "Tuesday, 1 Dec 2026",
      "Wednesday, 2 Dec 2026",
      "Thursday, 3 Dec 2026",
      "Saturday, 5 Dec 2026",
    ]);
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual(evening);
    expect(days[4]?.slots.map((slot) => slot.label)).toEqual([
      "4:30 PM - 4:50 PM",
      "4:50 PM - 5:10 PM",
      "5:10 PM - 5:30 PM",
      "5:30 PM - 5:50 PM",
      "5:50 PM - 6:10 PM",
      "6:10 PM - 6:30 PM",
    ]);
  });

  it("leaves out the clinic's days off", () => {
    const withLeave = { ...caspian, daysOff: ["2026-11-23", "2026-11-30", "2026-11-28"] };
    expect(dates(withLeave, india("2026-11-22T10:00"))).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-05",
    ]);
  });

  it("offers nothing for a clinic with no window in the next 14 days", () => {
    expect(bookingDays({ ...karla, schedule: [] }, india("2026-11-22T10:00"))).toEqual([]);
    // Karla opens on Saturdays only; both Saturdays of the fortnight are days off.
    expect(bookingDays({ ...karla, daysOff: ["2026-11-28", "2026-12-05"] }, india("2026-11-22T10:00"))).toEqual([]);
    // A window too short for one slot is no open day either.
    expect(bookingDays({ durationMins: 30, daysOff: [], schedule: [{ day: 1, start: 900, end: 920 }] }, india("2026-11-22T10:00"))).toEqual([]);
  });

  it("does not offer today's slots that have already started, and drops today once none is left", () => {
    const startedAt1925 = bookingDays(caspian, india("2026-11-23T19:25"));
    expect(startedAt1925[0]?.date).toBe("2026-11-23");
    expect(startedAt1925[0]?.slots.map((slot) => slot.label)).toEqual(evening.slice(2));

    const exactlyAtStart = bookingDays(caspian, india("2026-11-23T19:40"));
    expect(exactlyAtStart[0]?.slots[0]?.label).toBe("8:00 PM - 8:20 PM");

    const justBefore = bookingDays(caspian, india("2026-11-23T18:59"));
    expect(justBefore[0]?.slots.map((slot) => slot.label)).toEqual(evening);

    const afterLastStart = bookingDays(caspian, india("2026-11-23T20:41"));
    expect(afterLastStart[0]?.date).toBe("2026-11-24");
    // Tomorrow's slots are whole however late it is today.
    expect(afterLastStart[0]?.slots.map((slot) => slot.label)).toEqual(evening);
  });

  it("counts days in Asia/Kolkata while the server's own clock is in UTC", () => {
    expect(new Date().getTimezoneOffset()).toBe(0);
    // 18:45 UTC on Sunday 22 Nov is 00:15 on Monday 23 Nov in India.
    const now = Date.parse("2026-11-22T18:45:00Z");
    expect(new Date(now).getDay()).toBe(0);
    expect(indiaNow(now)).toEqual({ date: "2026-11-23", minutes: 15 });

    const nightClinic: Schedule = {
      durationMins: 30,
      daysOff: [],
      schedule: [
        { day: 0, start: 2300, end: 2359 },
        { day: 1, start: 0, end: 100 },
      ],
    };
    const days = bookingDays(nightClinic, now);
    expect(days[0]).toMatchObject({ date: "2026-11-23", weekday: 1, label: "Monday, 23 Nov 2026" });
    // Monday's 00:00 slot began 15 minutes ago in India; 00:30 is still to come.
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual(["12:30 AM - 1:00 AM"]);
    // Sunday 22 Nov is over in India, so the first Sunday is the 29th, and the fortnight ends on Sunday 6 Dec.
    expect(days.map((day) => day.date)).toEqual(["2026-11-23", "2026-11-29", "2026-11-30", "2026-12-06"]);
  });

  it("keeps SPEC.md's slot rule: back to back from the window's start, none ending after the window", () => {
    const days = bookingDays({ durationMins: 25, daysOff: [], schedule: [{ day: 2, start: 1900, end: 2100 }] }, india("2026-11-22T10:00"));
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual(["7:00 PM - 7:25 PM", "7:25 PM - 7:50 PM", "7:50 PM - 8:15 PM", "8:15 PM - 8:40 PM"]);
  });

  it("sorts the slots of a day with two windows by time", () => {
    const split: Schedule = {
      durationMins: 60,
      daysOff: [],
      schedule: [
        { day: 2, start: 1700, end: 1800 },
        { day: 2, start: 900, end: 1000 },
      ],
    };
    expect(bookingDays(split, india("2026-11-22T10:00"))[0]?.slots.map((slot) => slot.label)).toEqual(["9:00 AM - 10:00 AM", "5:00 PM - 6:00 PM"]);
  });
});

describe("calendar dates", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2026-11-30")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-11-31")).toBe(false);
    expect(isCalendarDate("30-11-2026")).toBe(false);
    expect(isCalendarDate("2026-11-3")).toBe(false);
  });

  it("names a day with its weekday", () => {
    expect(dayLabel("2026-11-24")).toBe("Tuesday, 24 Nov 2026");
    expect(dayLabel("2026-09-07")).toBe("Monday, 7 Sept 2026");
  });
});
