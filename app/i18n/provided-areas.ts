import type { Lang } from "./languages.ts";

/**
 * The areas of the message catalogues this process holds, by language: on the server every one
 * (catalogues.server.ts), in the browser the ones its pages have loaded (load-areas.ts).
 */
const provided = new Map<string, unknown>();

const keyOf = (lang: Lang, area: string) => `${lang}/${area}`;

export function provideArea(lang: Lang, area: string, texts: unknown): void {
  provided.set(keyOf(lang, area), texts);
}

/** The area's texts, or undefined while they are not loaded. */
export function providedArea(lang: Lang, area: string): unknown {
  return provided.get(keyOf(lang, area));
}
