import { type Lang, languageOfPath } from "./languages.ts";
import { areasOfPage } from "./page-areas.ts";
import { provideArea } from "./provided-areas.ts";

/**
 * Each area of each language is a chunk of its own, so a page downloads only its language's texts of what it shows:
 * the layout's on every page and the page's own (issue 28's 5 KB a language may add to a page).
 */
const modules = import.meta.glob<Record<string, unknown>>(["./*/*.ts", "!./*/index.ts", "!./*/*.test.ts"]);

const loading = new Map<string, Promise<unknown>>();

export function loadArea(lang: Lang, area: string): Promise<unknown> {
  const key = `${lang}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = modules[`./${key}.ts`];
    if (!load) throw new Error(`there are no ${key} messages`);
    promise = load().then((module) => {
      provideArea(lang, area, module[area]);
      return module[area];
    });
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the areas of the page at `pathname` in its language: before hydration, and before each navigation. */
export async function loadPageAreas(pathname: string): Promise<void> {
  const lang = languageOfPath(pathname);
  await Promise.all(areasOfPage(pathname).map((area) => loadArea(lang, area)));
}
