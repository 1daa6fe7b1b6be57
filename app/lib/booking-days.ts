import type { Lang } from "#app/i18n/languages.ts";
import { isolateLatin } from "#app/i18n/latin-text.ts";
import { indiaOffsetMs, monthName } from "#app/lib/dates.ts";
import { type ScheduleWindow, type Weekday, listComma, slotLabel, slotStarts, weekdayName } from "#app/lib/slots.ts";

/** What the booking days read of a clinic or of the video consultations. */
export type BookableHours = { schedule: readonly ScheduleWindow[]; durationMins: number; daysOff: readonly string[] };

/** How far ahead a visitor may choose a day: today and the 13 days after it. */
export const bookingHorizonDays = 14;

type BookingSlot = {
  /** Minutes after midnight in India. */
  start: number;
  /** "7:00 PM - 7:20 PM" (kept left to right on Urdu pages). */
  label: string;
};

export type BookingDay = {
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: string;
  weekday: Weekday;
  /** "Monday, 24 Nov 2026". */
  label: string;
  slots: BookingSlot[];
};

const dayMs = 24 * 60 * 60 * 1000;

/** True for a real YYYY-MM-DD date (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date of a UTC-midnight Date as YYYY-MM-DD. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-11-24" → "Tuesday, 24 Nov 2026"; in Hindi "मंगलवार, 24 नवंबर 2026" (Latin digits in every language). */
export function dayLabel(date: string, lang: Lang = "en"): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${weekdayName(day.getUTCDay() as Weekday, lang)}${listComma(lang)}${day.getUTCDate()} ${monthName(day.getUTCMonth(), lang)} ${day.getUTCFullYear()}`;
}

/** Today's date in India and the minutes since its midnight, whatever the time zone of the machine. */
export function indiaNow(now: number): { date: string; minutes: number } {
  const shifted = new Date(now + indiaOffsetMs);
  return { date: isoDate(shifted), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/**
 * The clinic's bookable days among today and the next 13 days in India: a day needs a window of its weekday,
 * must not be one of the clinic's days off and must have a slot left; today's slots that have already started
 * are not offered.
 */
export function bookingDays(clinic: BookableHours, now: number, lang: Lang = "en"): BookingDay[] {
  const today = indiaNow(now);
  const daysOff = new Set(clinic.daysOff);
  const firstDay = Date.parse(`${today.date}T00:00:00Z`);
  const days: BookingDay[] = [];
  for (let offset = 0; offset < bookingHorizonDays; offset++) {
    const day = new Date(firstDay + offset * dayMs);
    const date = isoDate(day);
    if (daysOff.has(date)) continue;
    const weekday = day.getUTCDay() as Weekday;
    const starts = clinic.schedule
      .filter((window) => window.day === weekday)
      .flatMap((window) => slotStarts(window, clinic.durationMins))
      .filter((start) => offset > 0 || start > today.minutes)
      .sort((a, b) => a - b);
    if (starts.length === 0) continue;
    const slots = starts.map((start) => ({ start, label: isolateLatin(slotLabel(start, clinic.durationMins), lang) }));
    days.push({ date, weekday, label: dayLabel(date, lang), slots });
  }
  return days;
}
