/** Pure helpers of the Practice screen: reading and replacing a value deep in the document, times and phone links. */

export type Path = readonly (string | number)[];

export function pathKey(path: Path): string {
  return path.join(".");
}

export function valueAt(document: unknown, path: Path): unknown {
  let current = document;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `document` with `value` at `path`; only the objects along the path are copied. */
export function withValueAt<T>(document: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const container = document as unknown as Record<string | number, unknown> | unknown[];
  const child = withValueAt((container as Record<string | number, unknown>)[key], rest, value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[key as number] = child;
    return copy as T;
  }
  return { ...container, [key]: child } as T;
}

/** 1930 → "19:30", the value of an <input type="time">. */
export function timeOfHhmm(hhmm: number): string {
  return `${String(Math.floor(hhmm / 100)).padStart(2, "0")}:${String(hhmm % 100).padStart(2, "0")}`;
}

/** "19:30" → 1930; anything else → NaN, which the schema refuses with a message next to the field. */
export function hhmmOfTime(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN;
}

/** The `tel:` link of a phone number as people write it: "+91 90000 12345" → "tel:+919000012345". */
export function telLinkOf(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/** `base`, or `base-2`, `base-3`… whichever no other item uses yet. */
export function freeId(base: string, taken: readonly string[]): string {
  const slug =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 36) || "item";
  if (!taken.includes(slug)) return slug;
  let number = 2;
  while (taken.includes(`${slug}-${number}`)) number++;
  return `${slug}-${number}`;
}

/** The item moved one place up (-1) or down (1); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
