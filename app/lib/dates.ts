// en-IN's short month names (CLDR). Spelled out here rather than asked of Intl because engines
// ship different CLDR versions ("Sep" or "Sept"), and the server's text must equal the browser's.
export const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

// Asia/Kolkata has kept UTC+05:30 without daylight saving since 1945.
export const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** An ISO timestamp as the pages show it: "21 Nov 2026" (en-IN, short month, the day in India). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const india = new Date(time + indiaOffsetMs);
  return `${india.getUTCDate()} ${monthNames[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** An ISO timestamp as RSS wants it (RFC 822): "Sat, 21 Nov 2026 04:30:00 GMT". */
export function rfc822Date(iso: string): string {
  return new Date(iso).toUTCString();
}
