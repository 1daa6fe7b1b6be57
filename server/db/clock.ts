/** Now, as the ISO 8601 text every timestamp column holds. */
export function nowIso(): string {
  return new Date().toISOString();
}
