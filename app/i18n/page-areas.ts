import type { Messages } from "./en/index.ts";
import { publicPages } from "#app/lib/public-pages.ts";
import { englishPath, isAdminPath } from "./languages.ts";

export type Area = keyof Messages;

/** What every public page shows: the header, the menu, the footer, the crisis line and the forms' common words. */
const everyPage: readonly Area[] = ["layout", "common", "forms"];

const pageAreas: Record<string, readonly Area[]> = Object.fromEntries(publicPages.map((page) => [page.path, page.areas]));

/**
 * The message areas a public page needs, by its address in any language; none for the back office. The browser
 * loads them before it shows the page (load-areas.ts), and the server names their files in the page so that they
 * download beside its scripts (server/message-area-scripts.ts). A component that reads an area this table does not
 * name still works: it waits for the area to load (catalogue.ts).
 */
export function areasOfPage(pathname: string): readonly Area[] {
  if (isAdminPath(pathname)) return [];
  const path = englishPath(pathname);
  // A post's page, and its secret preview, which shows it as its page will.
  if (path.startsWith("/blogs/") || path.startsWith("/preview/")) return [...everyPage, "journal", "comments"];
  return [...everyPage, ...(pageAreas[path] ?? ["notFound"])];
}
