/** The sentence every write refused for want of room answers, with 507 Insufficient Storage. */
export const diskFullMessage = "The server's disk is full; nothing was saved";

/**
 * A failure for want of room: SQLite's SQLITE_FULL (a database page or the WAL could not grow), or ENOSPC from a file
 * write (an upload's image). sharp reports its own file writes by message only.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "SQLITE_FULL" || code === "ENOSPC") return true;
  return typeof message === "string" && /ENOSPC|No space left on device/.test(message);
}
