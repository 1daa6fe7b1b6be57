import type { Messages } from "./en/index.ts";
import { englishPath, isAdminPath, type Lang, languageOfPath } from "./languages.ts";
import { provideArea } from "./provided-areas.ts";

type Area = keyof Messages;

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

/** What every public page shows: the header, the menu, the footer, the crisis line and the forms' common words. */
const everyPage: readonly Area[] = ["layout", "common", "forms"];

const pageAreas: Record<string, readonly Area[]> = {
  "/": ["home", "about"],
  "/why-choose-us": ["whyChooseUs"],
  "/about-me": ["about"],
  "/book-an-appointment": ["booking"],
  "/blogs": ["journal", "paging"],
  "/our-services": ["services", "booking"],
  "/media": ["media", "paging"],
  "/contact-me": ["contact"],
  "/privacy": ["privacy"],
};

/**
 * The areas a public page needs, by its address; none for the back office. A component that reads an area this
 * table does not name still works: it waits for the area to load (catalogue.ts).
 */
function areasOfPage(pathname: string): readonly Area[] {
  if (isAdminPath(pathname)) return [];
  const path = englishPath(pathname);
  if (path.startsWith("/blogs/")) return [...everyPage, "journal", "comments"];
  return [...everyPage, ...(pageAreas[path] ?? ["notFound"])];
}

/** Loads the areas of the page at `pathname` in its language: before hydration, and before each navigation. */
export async function loadPageAreas(pathname: string): Promise<void> {
  const lang = languageOfPath(pathname);
  await Promise.all(areasOfPage(pathname).map((area) => loadArea(lang, area)));
}
