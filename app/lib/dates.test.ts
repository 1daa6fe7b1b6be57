import { describe, expect, it } from "vitest";
import { formatDate, formatIndiaDateTime, fromIndiaInput, indiaInputValue, indiaTime, rfc822Date } from "#app/lib/dates.ts";

describe("formatDate", () => {
  it("prints day, short month and year in en-IN", () => {
    expect(formatDate("2026-11-21T06:00:00.000Z")).toBe("21 Nov 2026");
    expect(formatDate("2026-01-05T12:00:00.000Z")).toBe("5 Jan 2026");
  });

  it("uses India time, so a late UTC evening is already the next day", () => {
    expect(formatDate("2026-11-20T20:00:00.000Z")).toBe("21 Nov 2026");
    expect(formatDate("2026-11-20T18:29:00.000Z")).toBe("20 Nov 2026");
  });

  it("matches what Intl prints for en-IN in Asia/Kolkata, every month of the year", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "short", day: "numeric", timeZone: "Asia/Kolkata" });
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(2026, month, 28, 19, 0)).toISOString();
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it("prints nothing for a value that is not a date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("rfc822Date", () => {
  it("prints the RSS date form in GMT", () => {
    expect(rfc822Date("2026-11-21T04:30:00.000Z")).toBe("Sat, 21 Nov 2026 04:30:00 GMT");
  });
});

// Run by `npm run test:unit` in the machine's zone; the results must not depend on it (see also the TZ runs of test:ics).
describe("India date and time for schedules", () => {
  it("prints an instant as India's clock shows it", () => {
    expect(formatIndiaDateTime("2026-12-01T04:30:00.000Z")).toBe("Tue 1 Dec, 10:00 IST");
    expect(formatIndiaDateTime("2026-11-30T20:00:00.000Z")).toBe("Tue 1 Dec, 01:30 IST");
    expect(indiaTime("2026-11-25T05:12:00.000Z")).toBe("10:42");
  });

  it("reads a datetime-local value as India time and back", () => {
    expect(fromIndiaInput("2026-12-01T10:00")).toBe("2026-12-01T04:30:00.000Z");
    expect(indiaInputValue("2026-12-01T04:30:00.000Z")).toBe("2026-12-01T10:00");
    expect(fromIndiaInput("2026-12-01")).toBeNull();
    expect(fromIndiaInput("tomorrow")).toBeNull();
  });
});
