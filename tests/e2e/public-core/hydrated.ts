import { type Page, expect } from "@playwright/test";
import { publicPagePaths } from "#app/lib/public-pages.ts";

/** Opens a page and waits until React has hydrated it: the visitor counter only leaves 'Loading...' from an effect. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByTestId("visitor-counter")).not.toContainText("Loading...");
  return response;
}

/** Every public screen and the not-found page; the journal's and the gallery's lists have specs of their own (journal/). */
export const publicRoutes = [...publicPagePaths.filter((path) => path !== "/blogs" && path !== "/media"), "/notfound"];
