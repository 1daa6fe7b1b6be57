import { type Page, test as base } from "@playwright/test";

/** The inert module script React Router's `<Scripts>` leaves in a page until React has hydrated it. */
const notYetHydrated = "script[data-after-first-paint]";

async function waitForHydration(page: Page) {
  await page.waitForFunction((selector) => document.querySelector(selector) === null, notYetHydrated);
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait until React has hydrated the page. The
 * hydration scripts start after the first paint (docs/decisions/0019), and a button pressed before that
 * does nothing; a test about that moment passes its own `waitUntil`, or turns JavaScript off.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil) await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (!options?.waitUntil) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
