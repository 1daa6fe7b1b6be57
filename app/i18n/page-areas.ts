import type { Messages } from "./en/index.ts";
import { englishPath, isAdminPath } from "./languages.ts";

export type Area = keyof Messages;

/** What every public page shows: the header, the menu, the footer, the crisis line and the forms' common words. */
const everyPage: readonly Area[] = ["layout", "common", "forms"];

const pageAreas: Record<string, readonly Area[]> = {
  "/": ["home", "about"],
  "/why-choose-us": ["whyChooseUs"],
  "/about-me": ["about"],
  "/book-an-appointment": ["booking", "payment"],
  "/blogs": ["journal", "paging"],
  // The payment step's texts load when a visitor chooses a video call here.
  "/our-services": ["services", "booking"],
  "/media": ["media", "paging"],
  "/contact-me": ["contact"],
  "/privacy": ["privacy"],
  "/self-check": ["selfCheck"],
  "/before-your-visit": ["beforeYourVisit"],
  "/accessibility": ["accessibility"],
};

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
