import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { journal } from "./journal-data.ts";

test.describe("Accessibility of the journal and the gallery (axe-core, WCAG 2.1 AA)", () => {
  // axe walks the whole page, twice in some tests; on a busy 2-core machine that outlasts the default 30 s.
  test.slow();

  test("/blogs", async ({ page }) => {
    await page.goto("/blogs");
    await expectNoAxeViolations(page);
  });

  test("a post with its comment form and comments", async ({ page, request }) => {
    const { featured } = await journal(request);
    await page.goto(`/blogs/${featured._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.title);
    await expectNoAxeViolations(page);
    // The form's error state too.
    await page.getByRole("button", { name: "Post Comment" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a post that does not exist", async ({ page }) => {
    const response = await page.goto("/blogs/0123456789abcdef01234567");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found");
    await expectNoAxeViolations(page);
  });

  test("/media, with the preview open", async ({ page }) => {
    await page.goto("/media");
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("listitem").first().getByRole("button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
