import { en } from "./en/index.ts";
import { hi } from "./hi/index.ts";
import type { Lang } from "./languages.ts";
import { provideArea } from "./provided-areas.ts";
import { te } from "./te/index.ts";
import { ur } from "./ur/index.ts";

/** The server renders every language: all catalogues, once, when the page bundle loads. */
for (const [lang, messages] of Object.entries({ en, hi, te, ur }) as [Lang, Record<string, unknown>][]) {
  for (const [area, texts] of Object.entries(messages)) provideArea(lang, area, texts);
}
