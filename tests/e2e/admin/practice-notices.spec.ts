// Issue 21: the crisis line, the privacy notice and the video consultations are edited on the Practice screen like
// the clinics, and the public pages show the saved facts on the very next view. A server of its own, since these
// edits change what every other spec reads.
import { type Page, expect } from "@playwright/test";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expectToast } from "./support.ts";

const own = serverOfItsOwn();

// One spec at a time edits this server's document.
test.describe.configure({ mode: "serial" });

async function openPracticeScreen(page: Page) {
  await page.goto(`${own.server.url}/robots.txt`);
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await page.goto(`${own.server.url}/admin/practice`);
  await expect(page.getByRole("heading", { level: 1, name: "Practice" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Practice details saved");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
}

// The Practice screen is the back office's longest (payments, the visit's questions, the self-check since issues 38
// and 39): its axe scan alone takes 10-20 s on a loaded two-core machine, so these flows get triple the limit.
test.beforeEach(() => test.slow());

test("the crisis line and privacy notice are edited with the same checks, and /contact-me and /privacy show them at once", async ({ page }) => {
  // Both pages are in the page cache before the edit.
  await page.goto(`${own.server.url}/contact-me`);
  await expect(page.getByTestId("crisis-line").first()).toContainText("call Tele-MANAS 14416");
  await page.goto(`${own.server.url}/privacy`);
  await expect(page.getByRole("main")).toContainText("Ms. Neha Kulkarni");

  await openPracticeScreen(page);
  const crisis = page.locator("#crisis");
  const privacy = page.locator("#privacy-notice");
  await crisis.getByRole("textbox", { name: "Helpline name", exact: true }).fill("KIRAN");
  await crisis.getByRole("textbox", { name: "Helpline number", exact: true }).fill("1800-599-0019");
  await privacy.getByRole("textbox", { name: "Grievance officer's name" }).fill("Mr. Omkar Joshi, Practice Manager");
  await privacy.getByRole("textbox", { name: "Grievance officer's e-mail" }).fill("not an e-mail");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Privacy notice: Grievance e-mail must be an e-mail address" })).toBeVisible();
  await expect(privacy.getByText("Grievance e-mail must be an e-mail address")).toBeVisible();
  await expectNoAxeViolations(page);

  await privacy.getByRole("textbox", { name: "Grievance officer's e-mail" }).fill("omkar@aaravmehta.example");
  await privacy.getByRole("textbox", { name: "Notice last updated" }).fill("2026-11-25");
  await save(page);

  await page.goto(`${own.server.url}/contact-me`);
  const line = page.getByTestId("crisis-line").first();
  await expect(line).toContainText("call KIRAN 1800-599-0019");
  await expect(line.getByRole("link", { name: "1800-599-0019" })).toHaveAttribute("href", "tel:18005990019");
  await page.goto(`${own.server.url}/privacy`);
  const notice = page.getByRole("main");
  await expect(notice).toContainText("Mr. Omkar Joshi, Practice Manager");
  await expect(notice.getByRole("link", { name: "omkar@aaravmehta.example" })).toBeVisible();
  await expect(notice).not.toContainText("Ms. Neha Kulkarni");
});

test("switching video consultations off takes the choice out of the booking form", async ({ page }) => {
  await page.goto(`${own.server.url}/book-an-appointment`);
  await expect(page.getByRole("button", { name: "Video call" })).toBeVisible();

  await openPracticeScreen(page);
  const online = page.locator("#online");
  const offer = online.getByRole("switch", { name: "Offer video consultations" });
  await expect(offer).toHaveAttribute("aria-checked", "true");
  await online.getByRole("textbox", { name: "Fee" }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Video consultations: Fee is required" })).toBeVisible();
  await online.getByRole("textbox", { name: "Fee" }).fill("Rs. 900");
  await offer.click();
  await expect(offer).toHaveAttribute("aria-checked", "false");
  await save(page);

  await page.goto(`${own.server.url}/book-an-appointment`);
  await expect(page.getByRole("button", { name: "Caspian Multispeciality Clinic" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Video call" })).toHaveCount(0);
  const stored = await (await own.api.get("/api/user/practice")).json();
  expect(stored.data.online).toMatchObject({ enabled: false, feeText: "Rs. 900" });
});
