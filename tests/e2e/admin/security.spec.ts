// Issue 18 in Chromium, on a server of its own (its admin gets a second factor every other spec would trip over),
// at http://localhost so that passkeys work: set up the authenticator app from the screen, sign in with a code and
// with a recovery code, add a passkey with Chromium's virtual authenticator and sign in with it, and meet
// "Confirm it's you" when a backup is downloaded with a session older than 15 minutes.
import { type Page, expect } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { freePort } from "../../support/smtp.ts";
import { type RunningServer, removeDataDir, startServer, testAdmin } from "../../support/server.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { test } from "../support/test.ts";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let base = "";
let secret = "";
let recoveryCodes: string[] = [];
let clockOffsetSeconds = 0;

/** The code the app shows `stepsAhead` steps after the server's now. */
const code = (stepsAhead: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + clockOffsetSeconds * 1000 + stepsAhead * 30_000 });

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startServer({ port, env: { SITE_URL: base } });
});

test.afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

async function signInWithPassword(page: Page) {
  await page.goto(`${base}/admin`);
  await page.getByLabel("Email").fill(testAdmin.email);
  await page.getByLabel("Password", { exact: true }).fill(testAdmin.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.goto(`${base}/admin/logout`);
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
}

test("the admin sets up the authenticator app from the QR screen and keeps the recovery codes", async ({ page }, testInfo) => {
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${base}/admin/security`);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await page.getByRole("button", { name: "Set up the authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with the authenticator app" })).toBeVisible();
  secret = (await page.locator("code").first().innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({ path: testInfo.outputPath("security-setup.png"), fullPage: true });

  await page.getByLabel("Code from your authenticator app").fill(code(0));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await expect(codes).toBeVisible();
  recoveryCodes = await codes.getByRole("listitem").allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  const download = page.waitForEvent("download");
  await codes.getByRole("button", { name: "Download as text" }).click();
  expect((await download).suggestedFilename()).toBe("practice-recovery-codes.txt");
  await page.screenshot({ path: testInfo.outputPath("security-recovery-codes.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await codes.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left.", { exact: false })).toBeVisible();
});

test("signing in asks for the code after the password, and takes a recovery code instead", async ({ page }, testInfo) => {
  await signOut(page);
  await signInWithPassword(page);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("signin-code.png"), fullPage: true });
  await page.getByLabel("Code from your authenticator app").fill(code(1));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await signOut(page);
  await signInWithPassword(page);
  await page.getByLabel("Code from your authenticator app").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${base}/admin/security`);
  await expect(page.getByText("9 of 10 recovery codes left.", { exact: false })).toBeVisible();
});

test("a passkey is added with the device's check and then signs in without the password", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInWithPassword(page);
  await page.getByLabel("Code from your authenticator app").fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${base}/admin/security`);
  await page.getByLabel("Name of the new passkey").fill("My phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "My phone" })).toContainText("not used yet");

  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`${base}/admin/security`);
  await expect(page.getByRole("listitem").filter({ hasText: "My phone" })).toContainText("last used");
});

test("a backup downloaded with a session older than 15 minutes first asks to confirm it's you", async ({ page }, testInfo) => {
  await signInWithPassword(page);
  await page.getByLabel("Code from your authenticator app").fill(recoveryCodes[2]!);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  clockOffsetSeconds = 16 * 60;
  await server.stop();
  server = await startServer({ port: server.port, dataDir: server.dataDir, env: { SITE_URL: base, CLOCK_OFFSET_SECONDS: String(clockOffsetSeconds) } });
  await page.reload();
  await page.getByRole("button", { name: /Download the newest backup/ }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("confirm-its-you.png") });
  await dialog.getByLabel("Code from your authenticator app").fill("000000" === code(0) ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText(/not right/)).toBeVisible();
  const download = page.waitForEvent("download");
  await dialog.getByLabel("Code from your authenticator app").fill(code(0));
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect((await download).suggestedFilename()).toMatch(/^practice-backup-.+\.tar\.gz$/);
  await expect(dialog).toBeHidden();
});
