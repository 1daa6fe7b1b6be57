import { type Page, type Response, expect } from "@playwright/test";
import { test } from "./support/test.ts";

const publicRoutes = [
  "/",
  "/why-choose-us",
  "/about-me",
  "/book-an-appointment",
  "/blogs",
  "/our-services",
  "/media",
  "/contact-me",
  "/privacy",
  "/before-your-visit",
  "/accessibility",
  "/notfound",
];

// Texts that exist only in the back office's code and styles.
const adminMarkers = ["Logging in...", "Yes, delete it", "Toastify__"];

/**
 * The text of every script and stylesheet a page loaded, scripts loaded after the page (web-vitals) included. Each
 * page gets a tab of its own, read before it closes, so no body is lost to the next page's navigation.
 */
async function loadedCode(page: Page, path: string): Promise<string[]> {
  const tab = await page.context().newPage();
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") bodies.push(response.text());
  };
  tab.on("response", collect);
  await tab.goto(path, { waitUntil: "networkidle" });
  // No body is asked for after this, so none is left reading when the tab closes.
  tab.off("response", collect);
  const code = await Promise.all(bodies);
  await tab.close();
  return code;
}

test("public pages never download the admin code", async ({ page }) => {
  test.slow();
  for (const path of publicRoutes) {
    const code = (await loadedCode(page, path)).join("\n");
    for (const marker of adminMarkers) expect(code.includes(marker), `${path} loaded admin code (${marker})`).toBe(false);
  }
});

test("the admin sign-in does load it, so the check above can see it", async ({ page }) => {
  const code = (await loadedCode(page, "/admin")).join("\n");
  for (const marker of ["Logging in...", "Toastify__"]) expect(code.includes(marker), marker).toBe(true);
});
