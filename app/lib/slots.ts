import { type Lang, languageFacts, oncePerLanguage } from "#app/i18n/languages.ts";

// The words of a weekly timetable. The practice schema (practice-schema.ts) checks its windows against these types;
// they live here, not there, so the clock arithmetic the schema uses imports nothing back from it.

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One weekly opening window; times are 24-hour hhmm numbers (1630 = 4:30 PM). */
export type ScheduleWindow = { day: Weekday; start: number; end: number };

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** 4 January 1970 was a Sunday: the reference week Intl names the other languages' days from. */
const sundayMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Day names Intl gets wrong for the site's readers: ur-IN's Saturday is ہفتہ, which also means "week" (the booking form
 * says اگلے دو ہفتوں, the next two weeks), where Indian Urdu readers say سنیچر, as the practice's texts do.
 */
const weekdayOverrides: Partial<Record<Lang, Partial<Record<Weekday, string>>>> = { ur: { 6: "سنیچر" } };

/** Another language's seven day names, from Intl in its own script but for `weekdayOverrides`. */
const intlWeekdayNames = oncePerLanguage((lang) => {
  const format = new Intl.DateTimeFormat(languageFacts[lang].intl, { weekday: "long", timeZone: "UTC" });
  return weekdayNames.map((_, day) => weekdayOverrides[lang]?.[day as Weekday] ?? format.format(sundayMs + day * 24 * 60 * 60 * 1000));
});

/** The day's name: English's own words, the others' from Intl in their own script. */
export function weekdayName(day: Weekday, lang: Lang = "en"): string {
  return lang === "en" ? weekdayNames[day] : (intlWeekdayNames(lang)[day] ?? "");
}

/** How the language separates the items of a list: Urdu writes its own comma. */
export function listComma(lang: Lang): string {
  return lang === "ur" ? "، " : ", ";
}

/** 1930 → 1170 minutes after midnight. */
export function minutesOf(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

/** Minutes after midnight → "7:30 PM". */
export function clockLabel(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const mins = minutes % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`;
}

/**
 * The start (minutes after midnight) of every slot of one window: slots run back to back from the window's
 * start, and one that would end after the window closes is dropped.
 */
export function slotStarts(window: Pick<ScheduleWindow, "start" | "end">, durationMins: number): number[] {
  const starts: number[] = [];
  if (durationMins <= 0) return starts;
  const end = minutesOf(window.end);
  for (let start = minutesOf(window.start); start + durationMins <= end; start += durationMins) starts.push(start);
  return starts;
}

/** A slot as the form lists it: "7:00 PM - 7:20 PM". */
export function slotLabel(start: number, durationMins: number): string {
  return `${clockLabel(start)} - ${clockLabel(start + durationMins)}`;
}

export type ScheduleLine = { days: string; hours: string };

/**
 * The weekly timings for people to read: consecutive days with the same hours are joined,
 * e.g. [{ days: "Monday – Thursday", hours: "7:00 PM – 9:00 PM" }, { days: "Saturday", … }]. The days are named in
 * the page's language when its seven names (Sunday first) are given; times keep Latin digits and AM/PM everywhere.
 */
export function scheduleLines(schedule: readonly ScheduleWindow[], lang: Lang = "en"): ScheduleLine[] {
  const runs: { first: Weekday; last: Weekday; start: number; end: number }[] = [];
  for (const window of schedule) {
    const previous = runs.at(-1);
    if (previous && previous.start === window.start && previous.end === window.end && previous.last + 1 === window.day) {
      previous.last = window.day;
    } else {
      runs.push({ first: window.day, last: window.day, start: window.start, end: window.end });
    }
  }
  return runs.map((run) => ({
    days: run.first === run.last ? weekdayName(run.first, lang) : `${weekdayName(run.first, lang)} – ${weekdayName(run.last, lang)}`,
    hours: `${clockLabel(minutesOf(run.start))} – ${clockLabel(minutesOf(run.end))}`,
  }));
}

/** The distinct days a clinic is open, in schedule order: "Monday, Tuesday, Wednesday, Thursday, Saturday". */
export function openDays(schedule: readonly ScheduleWindow[], lang: Lang = "en"): string {
  return [...new Set(schedule.map((window) => weekdayName(window.day, lang)))].join(listComma(lang));
}
