import { type Page, expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { test } from "../support/test.ts";

// Issue 29: the Hindi journal searches its own posts, in Devanagari, with and without JavaScript.

const demoHindiAnxietyPost = "चिंता को समझें: जब रोज़ की फ़िक्र हद से ज़्यादा हो जाए";

async function searchInHindi(page: Page) {
  await page.getByRole("searchbox", { name: "ब्लॉग में खोजें" }).fill("घबराहट");
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/blogs\?q=/);
  const result = page.getByRole("link", { name: demoHindiAnxietyPost });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute("href", /^\/hi\/blogs\/understanding-anxiety/);
  await expect(page.locator("mark").first()).toHaveText("घबराहट");
  // Only Hindi posts: the English one with the same subject is not among the results.
  await expect(page.getByRole("link", { name: /Understanding Anxiety/ })).toHaveCount(0);
  await result.click();
  await expect(page.getByRole("heading", { level: 1, name: demoHindiAnxietyPost })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

test("searching from /hi/blogs with JavaScript finds the Hindi post and opens it at its Hindi address", async ({ page }) => {
  await page.goto("/hi/blogs");
  await expectNoAxeViolations(page);
  await searchInHindi(page);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the same search is a plain form: the server answers the results page", async ({ page }) => {
    await page.goto("/hi/blogs");
    await searchInHindi(page);
  });
});
