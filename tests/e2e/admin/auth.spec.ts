import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2eAdmin } from "../support/admin.ts";
import { adminToken, bearer, expectToast, openSection, openSignedIn } from "./support.ts";

const sessionEnded = "Your session has ended. Please sign in again.";

test("without a token /admin shows the login, which has a password toggle, 'Go to Site' and no axe violations", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page).toHaveTitle(/Admin/);

  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("required", "");
  const toggle = page.getByRole("button", { name: "Show password" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "password");

  await expect(page.getByRole("link", { name: "Go to Site" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
});

test("a failed sign-in shows 'Logging in...' while it runs, then the server's message, and stores nothing", async ({ page }, testInfo) => {
  await page.goto("/admin");
  // An address nobody uses, so this never counts towards locking out the real admin.
  await page.getByLabel("Email").fill(`nobody-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/signin", async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  release();

  await expectToast(page, "Invalid email or password");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
  await expect(page).toHaveURL(/\/admin$/);
});

test("signing in stores the token, goes to /admin/dashboard and reloads the page", async ({ page }) => {
  await page.goto("/admin");
  await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => "beforeSignIn" in window), "a full page load happened").toBe(false);
  const token = await page.evaluate(() => window.localStorage.getItem("adminToken"));
  expect(token).toMatch(/^\S{20,}$/);
});

test("a stored token the server does not know is removed and the login says why", async ({ page }) => {
  await openSignedIn(page, "not-a-real-session-token", "/admin/dashboard");
  await expect(page.getByText(sessionEnded)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
  await expectNoAxeViolations(page);
});

test("a session revoked while working sends the next admin call back to the login", async ({ page, request }) => {
  const token = await adminToken(request);
  await openSignedIn(page, token, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const signout = await request.post("/api/auth/signout", { headers: bearer(token) });
  expect(signout.ok()).toBe(true);

  await openSection(page, "Blogs");
  await expect(page.getByText(sessionEnded)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
});

test("logout revokes the session on the server, removes the token and returns to /admin", async ({ page, request }) => {
  const token = await adminToken(request);
  await openSignedIn(page, token, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await openSection(page, "Logout");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  await expect(page.getByText(sessionEnded)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
  expect((await request.get("/api/auth/session", { headers: bearer(token) })).status()).toBe(401);
});

test("/admin/logout itself signs out and shows the login", async ({ page, request }) => {
  const token = await adminToken(request);
  await openSignedIn(page, token, "/admin/logout");
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
  expect((await request.get("/api/auth/session", { headers: bearer(token) })).status()).toBe(401);
});
