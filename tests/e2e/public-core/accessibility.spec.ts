import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { gotoHydrated, publicRoutes } from "./hydrated.ts";

// Judged on the settled page: with reduced motion nothing is mid-fade while axe measures contrast.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

for (const path of publicRoutes.filter((route) => route !== "/notfound")) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test("the not-found page has no axe violations", async ({ page }) => {
  // Judged only once it is certain that the not-found page, and not some other page, was rendered.
  const response = await gotoHydrated(page, "/notfound");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expectNoAxeViolations(page);
});

test("the open menu overlay has no axe violations", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the contact dialog and the map have no axe violations", async ({ page, context }) => {
  await context.route("https://www.google.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Map</title>" }));
  await page.route("**/api/user/contact/create", (route) => route.fulfill({ status: 500, json: { success: false, message: "Down" } }));
  await gotoHydrated(page, "/contact-me");
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator("iframe")).toHaveCount(1);
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Kavya Iyer");
  await form.getByRole("textbox", { name: "Phone" }).fill("9000077777");
  await form.getByRole("textbox", { name: "Email" }).fill("kavya@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Oops!" })).toBeVisible();
  await expectNoAxeViolations(page);
});
