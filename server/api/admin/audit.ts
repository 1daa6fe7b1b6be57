/** What an audited change acted on, `kind id “title”`: enough to find the record again without copying any message text. */
export function target(kind: string, id: string, title?: string): string {
  return title ? `${kind} ${id} “${title}”` : `${kind} ${id}`;
}
