import { expect } from "@playwright/test";
import { test } from "../support/test.ts";

for (const path of ["/notfound", "/no-such-page/at-all"]) {
  test(`${path} answers 404 with a kind page, links home and no floating buttons`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Dr. Aarav Mehta — Psychiatrist & Sexologist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByTestId("floating-actions")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}
