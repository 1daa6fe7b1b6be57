import { expect } from "@playwright/test";
import { test, waitForHydration } from "../support/test.ts";
import { textUnderFloatingButtons } from "./floating.ts";

// Reveals and fades finish at once: the test is about where the buttons end up, not how they get there.
test.use({ reducedMotion: "reduce" });

test("on a phone the floating buttons never cover text: every page of the sitemap, at its top, half-way and its end, where they come back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  // Every language's screens, journal and posts.
  for (const lang of ["/hi/", "/te/", "/ur/"]) expect(paths.filter((path) => path.startsWith(lang)).length).toBeGreaterThan(12);
  const floating = page.getByTestId("floating-actions");
  for (const path of paths) {
    // The page's pictures need not have arrived: the buttons check again as anything moves.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    for (const place of ["top", "half-way", "end"] as const) {
      await expect.poll(() => textUnderFloatingButtons(page, place), `${path} at its ${place}`).toEqual([]);
    }
    await expect(floating, `${path} at its end, over the footer's room`).toBeVisible();
  }
});
