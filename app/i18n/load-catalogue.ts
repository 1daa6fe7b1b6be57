import { provideCatalogue } from "./catalogue.ts";
import type { Lang } from "./languages.ts";

/** One chunk per language, so a page downloads only its own language's texts. */
const loaders = {
  hi: async () => (await import("./hi/index.ts")).hi,
  te: async () => (await import("./te/index.ts")).te,
  ur: async () => (await import("./ur/index.ts")).ur,
};

/** Loads the page's catalogue before hydration; English is in the main bundle already. */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === "en") return;
  provideCatalogue(lang, await loaders[lang]());
}
