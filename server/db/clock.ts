/**
 * The one clock of the server: every expiry, code window and schedule reads it. `CLOCK_OFFSET_SECONDS` moves it,
 * so a test can step a running server across a code's 30-second window or the 15 minutes of a fresh sign-in.
 */
let offsetMs = 0;

export function setClockOffset(seconds: number): void {
  offsetMs = seconds * 1000;
}

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Now, as the ISO 8601 text every timestamp column holds. */
export function nowIso(): string {
  return now().toISOString();
}
