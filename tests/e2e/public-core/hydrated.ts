import { type Page, expect } from "@playwright/test";

/** Opens a page and waits until React has hydrated it: the visitor counter only leaves 'Loading...' from an effect. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByTestId("visitor-counter")).not.toContainText("Loading...");
  return response;
}

export const publicRoutes = [
  "/",
  "/why-choose-us",
  "/about-me",
  "/book-an-appointment",
  "/our-services",
  "/contact-me",
  "/privacy",
  "/self-check",
  "/before-your-visit",
  "/accessibility",
  "/notfound",
] as const;
