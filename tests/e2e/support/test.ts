import { type APIRequestContext, type Page, request as apiRequest, test as base } from "@playwright/test";

/**
 * Waits, on a page of the app (one with React Router's inert module script, see app/lib/scripts-after-first-paint.ts),
 * until React has claimed the body's node: it keeps its fiber there under a `__reactFiber$…` key. Anything else
 * (a text file, a feed) has nothing to hydrate.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector("script[data-after-first-paint]") || Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}

/**
 * An API client for a spec whose calls each take a connection of their own. Playwright's request context keeps sockets
 * alive with no idle limit, so a call made after the browser had worked for longer than the server's keep-alive (5 s)
 * went out once on a socket the server was closing at that moment (ECONNRESET, on a loaded machine).
 */
export function newApiContext(baseURL: string | undefined): Promise<APIRequestContext> {
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { Connection: "close" } });
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait until React has hydrated the page, and whose
 * `request` is `newApiContext`'s. The hydration scripts start after the first paint (docs/decisions/0019), and a
 * button pressed before that does nothing; a test about that moment passes its own `waitUntil`, or turns JavaScript off.
 */
export const test = base.extend({
  request: async ({ baseURL }, use) => {
    const request = await newApiContext(baseURL);
    await use(request);
    await request.dispose();
  },
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
