import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

const demoAnxietyPost = "Understanding Anxiety: When Everyday Worry Becomes Too Much";

async function searchFor(page: Page, words: string) {
  await page.getByRole("searchbox", { name: "Search the journal" }).fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

async function expectAnxietyResults(page: Page) {
  await expect(page).toHaveURL(/\/blogs\?q=anx$/);
  const results = page.getByRole("region", { name: /posts? found for “anx”/ });
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(/^\d+ posts? found for “anx”$/);
  await expect(results.getByRole("link", { name: demoAnxietyPost })).toBeVisible();
  await expect(results.locator("mark").first()).toHaveText(/^anx/i);
  await expect(page.getByRole("region", { name: "Latest Articles" })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search the journal" })).toHaveValue("anx");
}

test.describe("Searching the journal from /blogs", () => {
  test("with JavaScript: results replace the list, a result opens its post, and Clear search brings the list back", async ({ page }) => {
    await page.goto("/blogs");
    await searchFor(page, "anx");
    await expectAnxietyResults(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("region", { name: "Latest Articles" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the journal" })).toHaveValue("");

    await searchFor(page, "anx");
    await page.getByRole("link", { name: demoAnxietyPost }).click();
    await expect(page.getByRole("heading", { level: 1, name: demoAnxietyPost })).toBeVisible();
  });

  test("a search too short to run shows its hint above the list, and a search that finds nothing says so", async ({ page }) => {
    await page.goto("/blogs");
    await searchFor(page, "a");
    await expect(page.getByText("Please type at least 2 characters to search.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the journal" })).toHaveAccessibleDescription("Please type at least 2 characters to search.");
    await expect(page.getByRole("region", { name: "Latest Articles" })).toBeVisible();

    await searchFor(page, "zzyzx");
    await expect(page.getByRole("heading", { level: 2, name: "No posts found for “zzyzx”" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same form is a plain GET to /blogs that answers with the results", async ({ page }) => {
      await page.goto("/blogs");
      await searchFor(page, "anx");
      await expectAnxietyResults(page);
      await searchFor(page, "a");
      await expect(page.getByText("Please type at least 2 characters to search.")).toBeVisible();
    });
  });
});
