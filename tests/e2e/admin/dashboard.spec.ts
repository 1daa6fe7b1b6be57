import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, openSignedIn } from "./support.ts";

test("the dashboard welcomes, ticks every second and links every section with its count", async ({ page, request }) => {
  await openSignedIn(page, await adminToken(request), "/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(/^Welcome back\./)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page).toHaveTitle(/^Dashboard \| Admin/);

  const clock = page.getByTestId("dashboard-clock");
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown ?? "", { timeout: 2500 });

  const shortcuts = page.getByRole("main").getByRole("listitem");
  const card = (title: string) => shortcuts.filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(card("Blogs")).toHaveText(/^Blogs\s*\d+ published · \d+ drafts? · \d+ outdated translations?$/);
  await expect(card("Comments")).toHaveText(/^Comments\s*\d+ awaiting approval · \d+ published\s*(\d+ urgent · )?\d+ published comments? awaiting your reply$/);
  await expect(card("Contacts")).toHaveText(/^Contacts\s*\d+ contact messages?$/);
  await expect(card("Media")).toHaveText(/^Media\s*\d+ media items?$/);
  await expect(page.getByRole("main").getByText(/^\d[\d,]* in all · \d[\d,]* today$/)).toBeVisible();
  // This server has no BACKUP_REPOSITORY: said plainly, not as a fault.
  await expect(page.getByRole("region", { name: "Backups" }).getByText(/^Off-site copies are not set up/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A tap anywhere on a card but its counts opens the section's whole list.
  await card("Comments").click({ position: { x: 12, y: 12 } });
  await expect(page).toHaveURL(/\/admin\/comments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
});

test("the sidebar lists every section; on a phone it folds into a Menu button", async ({ page, request }, testInfo) => {
  await openSignedIn(page, await adminToken(request), "/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = page.getByRole("button", { name: "Menu" });
  if (testInfo.project.name === "phone") {
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await menu.click();
  } else {
    await expect(menu).toBeHidden();
  }
  for (const name of ["Dashboard", "Blogs", "Comments", "Contacts", "Media", "Logout"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Media", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  if (testInfo.project.name === "phone") await expect(nav).toBeHidden();
});
