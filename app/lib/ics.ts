import { indiaOffsetMs } from "#app/lib/dates.ts";

/**
 * An appointment request as a calendar file (RFC 5545), made in the browser so nothing reaches the server. It holds
 * only what the practice publishes (doctor, place, phone, day and time), never what the patient typed.
 */
export type AppointmentEvent = {
  /** Stable for the same request, so saving the file twice updates one event; e.g. "2026-11-24-1140-caspian@doctor.example". */
  uid: string;
  /** The day in India, YYYY-MM-DD. */
  date: string;
  /** Minutes after midnight in India. */
  startMinutes: number;
  durationMins: number;
  /** "Requested appointment with Dr. Aarav Mehta". */
  title: string;
  /** The clinic's name and address, or "Video consultation". */
  location: string;
  description: string;
  /** When the file is made, for DTSTAMP. */
  now: number;
};

const minuteMs = 60_000;

/**
 * The UTC instant of a wall-clock time in India; India has kept UTC+05:30 without daylight saving since 1945.
 * @internal Exported for its tests only.
 */
export function indiaTimeToUtc(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) + minutes * minuteMs - indiaOffsetMs;
}

/** 20261124T140000Z: a UTC date-time, correct whatever the device's own time zone is. */
function utcStamp(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11).
 * @internal Exported for its tests only.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1); the cut never splits a
 * UTF-8 character, so "₹" or Devanagari in an address survive.
 * @internal Exported for its tests only.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space, leaving 74.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole file: one tentative event with an alarm two hours before, CRLF line ends. */
export function appointmentIcs(event: AppointmentEvent): string {
  const start = indiaTimeToUtc(event.date, event.startMinutes);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Practice website//Appointment request//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(start + event.durationMins * minuteMs)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "STATUS:TENTATIVE",
    "TRANSP:OPAQUE",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.title)}`,
    "TRIGGER:-PT2H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
