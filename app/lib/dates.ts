import { type Lang, languageFacts, oncePerLanguage } from "#app/i18n/languages.ts";

// en-IN's short month names (CLDR). Spelled out here rather than asked of Intl because engines
// ship different CLDR versions ("Sep" or "Sept"), and the server's text must equal the browser's.
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** Another language's twelve month names, in full, from Intl. */
const intlMonthNames = oncePerLanguage((lang) => {
  const format = new Intl.DateTimeFormat(languageFacts[lang].intl, { month: "long", timeZone: "UTC" });
  return monthNames.map((_, month) => format.format(Date.UTC(2001, month, 15)));
});

/**
 * A month's name in the language: English's short CLDR name above, the others' full name from Intl (the full names
 * agree across engines, the short ones do not).
 */
export function monthName(month: number, lang: Lang = "en"): string {
  return (lang === "en" ? monthNames[month] : intlMonthNames(lang)[month]) ?? "";
}

// Asia/Kolkata has kept UTC+05:30 without daylight saving since 1945.
export const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** An ISO timestamp as the pages show it: "21 Nov 2026" (en-IN, short month, the day in India); "21 नवंबर 2026" in Hindi. */
export function formatDate(iso: string, lang: Lang = "en"): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const india = new Date(time + indiaOffsetMs);
  return `${india.getUTCDate()} ${monthName(india.getUTCMonth(), lang)} ${india.getUTCFullYear()}`;
}

/** An ISO timestamp as RSS wants it (RFC 822): "Sat, 21 Nov 2026 04:30:00 GMT". */
export function rfc822Date(iso: string): string {
  return new Date(iso).toUTCString();
}

const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** An instant as India's clock shows it: "Mon 1 Dec, 10:00 IST", whatever the device's own time zone. */
export function formatIndiaDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const india = new Date(time + indiaOffsetMs);
  return `${weekdayNames[india.getUTCDay()]} ${india.getUTCDate()} ${monthNames[india.getUTCMonth()]}, ${indiaTime(iso)} IST`;
}

/** The time of day in India: "10:42". */
export function indiaTime(iso: string): string {
  const india = new Date(Date.parse(iso) + indiaOffsetMs);
  return `${twoDigits(india.getUTCHours())}:${twoDigits(india.getUTCMinutes())}`;
}

/** An instant as a `datetime-local` value in India time ("2026-12-01T10:00"). */
export function indiaInputValue(iso: string): string {
  const india = new Date(Date.parse(iso) + indiaOffsetMs);
  return `${india.getUTCFullYear()}-${twoDigits(india.getUTCMonth() + 1)}-${twoDigits(india.getUTCDate())}T${indiaTime(iso)}`;
}

/** A `datetime-local` value read as India time, as an ISO instant; null when it is not a date and time. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
