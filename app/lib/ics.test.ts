// Runs under TZ=UTC, America/New_York and Asia/Kolkata (`npm run test:ics`, part of `npm test`): the file must say
// the same instant whatever the device's own zone is.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { defaultPractice } from "#app/content/practice.ts";
import { hi } from "#app/i18n/hi/index.ts";
import { ur } from "#app/i18n/ur/index.ts";
import { appointmentCalendarFile, calendarFileName } from "#app/lib/appointment-request.ts";
import { appointmentIcs, escapeText, foldLine, indiaTimeToUtc } from "#app/lib/ics.ts";
import type { Practice } from "#app/lib/practice-schema.ts";

const madeAt = Date.parse("2026-11-22T04:30:00Z");
const [caspian] = defaultPractice.clinics;

function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const component = calendar.getFirstSubcomponent("vevent");
  if (!component) throw new Error("no VEVENT in the file");
  return { component, event: new ICAL.Event(component) };
}

describe("the appointment's calendar file", () => {
  it(`starts at the chosen India time, whatever the device's zone (TZ=${process.env.TZ ?? "unset"})`, () => {
    // Tuesday 24 Nov 2026, 7:40 PM in India = 14:10 UTC.
    const text = appointmentCalendarFile(
      defaultPractice,
      { place: { kind: "clinic", clinic: caspian }, date: "2026-11-24", startMinutes: 19 * 60 + 40 },
      "doctor.example",
      madeAt,
    );
    const { event, component } = parsedEvent(text);
    expect(text).toContain("DTSTART:20261124T141000Z\r\n");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-24T14:10:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-24T14:30:00.000Z");
    // Read back in India's zone, it is the slot the patient picked.
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", dateStyle: "short", timeStyle: "short" }).format(event.startDate.toJSDate())).toBe(
      "24/11/2026, 19:40",
    );
    expect(component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(event.summary).toBe("Requested appointment with Dr. Aarav Mehta");
    expect(event.location).toBe("Caspian Multispeciality Clinic, 2nd Floor, Sunrise Chambers, Lane 5, Koregaon Park, Pune 411001");
    expect(event.description).toContain("+91 90000 23456");
    const alarm = component.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-PT2H");
    expect(indiaTimeToUtc("2026-11-24", 0)).toBe(Date.parse("2026-11-23T18:30:00Z"));
  });

  it("writes the summary and the description in the page's language, keeping the phone in Latin digits", () => {
    const request = { place: { kind: "clinic" as const, clinic: caspian }, date: "2026-11-24", startMinutes: 19 * 60 + 40 };
    const hindi = parsedEvent(appointmentCalendarFile(defaultPractice, request, "doctor.example", madeAt, hi.booking)).event;
    expect(hindi.summary).toBe("Dr. Aarav Mehta से अपॉइंटमेंट का अनुरोध");
    expect(hindi.description).toBe("क्लिनिक में, WhatsApp पर अनुरोध किया गया; क्लिनिक के जवाब तक पक्का नहीं।\nबदलने या रद्द करने के लिए +91 90000 23456 पर फ़ोन करें।");
    const urdu = parsedEvent(appointmentCalendarFile(defaultPractice, { ...request, place: { kind: "video" } }, "doctor.example", madeAt, ur.booking)).event;
    expect(urdu.summary).toBe("Dr. Aarav Mehta سے اپائنٹمنٹ کی درخواست");
    expect(urdu.location).toBe("ویڈیو مشورہ");
    expect(urdu.startDate.toJSDate().toISOString()).toBe("2026-11-24T14:10:00.000Z");
  });

  it("says Video consultation for a video call, with the practice's phone", () => {
    const text = appointmentCalendarFile(defaultPractice, { place: { kind: "video" }, date: "2026-11-27", startMinutes: 18 * 60 }, "doctor.example", madeAt);
    const { event } = parsedEvent(text);
    expect(event.location).toBe("Video consultation");
    expect(event.description).toContain("+91 90000 12345");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-27T12:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-27T13:00:00.000Z");
  });

  it("holds nothing the patient typed: the builder is never given it", () => {
    const typed = { name: "Asha Rao", phone: "+91 90000 55555", message: "worried about sleep" };
    const text = appointmentCalendarFile(
      defaultPractice,
      { place: { kind: "clinic", clinic: caspian }, date: "2026-11-24", startMinutes: 1140 },
      "doctor.example",
      madeAt,
    );
    const unfolded = text.replace(/\r\n /g, "");
    for (const value of Object.values(typed)) expect(unfolded).not.toContain(value);
    expect(unfolded).not.toContain("90000 55555");
    expect(calendarFileName("2026-11-24")).toBe("appointment-2026-11-24.ics");
  });

  it("escapes commas, semicolons, backslashes and new lines, and folds long lines at 75 octets", () => {
    const practice: Practice = {
      ...defaultPractice,
      clinics: [
        {
          ...caspian,
          name: "Clinic; Mind, Body \\ Soul — मन",
          address: { ...caspian.address, streetAddress: "Flat 4; 2nd Floor, Sunrise Chambers, Lane 5, near the old banyan tree, opposite the स्टेशन" },
        },
      ],
    };
    const clinic = practice.clinics[0];
    const text = appointmentCalendarFile(practice, { place: { kind: "clinic", clinic }, date: "2026-11-24", startMinutes: 1140 }, "doctor.example", madeAt);
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text.replace(/\r\n /g, "")).toContain("LOCATION:Clinic\\; Mind\\, Body \\\\ Soul — मन\\, Flat 4\\; 2nd Floor\\,");
    const { event } = parsedEvent(text);
    expect(event.location).toBe(
      "Clinic; Mind, Body \\ Soul — मन, Flat 4; 2nd Floor, Sunrise Chambers, Lane 5, near the old banyan tree, opposite the स्टेशन, Koregaon Park, Pune 411001",
    );
    expect(event.description.split("\n")).toHaveLength(2);
  });

  it("never cuts a character in two when folding", () => {
    const folded = foldLine(`DESCRIPTION:${"मन".repeat(40)}`);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"मन".repeat(40)}`);
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("has the parts every calendar needs", () => {
    const text = appointmentIcs({
      uid: "x@doctor.example",
      date: "2026-12-01",
      startMinutes: 600,
      durationMins: 30,
      title: "T",
      location: "L",
      description: "D",
      now: madeAt,
    });
    const { component } = parsedEvent(text);
    expect(component.getFirstPropertyValue("uid")).toBe("x@doctor.example");
    expect(String(component.getFirstPropertyValue("dtstamp"))).toBe("2026-11-22T04:30:00Z");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
  });
});
