// Issue 19 in Chromium, on a server of its own so that its counts are exactly this spec's: a visitor books on
// WhatsApp and reads a page, then the admin finds the tap, the page views and the page speed on the Insights
// screen, whose chart table and CSV agree.
import { expect } from "@playwright/test";
import { gotoHydrated } from "../public-core/hydrated.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";

// Headless Chromium names itself HeadlessChrome, which the site rightly takes for a bot and does not count.
const visitorAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test.describe.configure({ mode: "serial" });

const own = serverOfItsOwn();

test("a visitor's WhatsApp tap, page views and page speed reach the Insights screen", async ({ browser, page: admin }, testInfo) => {
  const visitor = await browser.newContext({ userAgent: visitorAgent, viewport: testInfo.project.use.viewport ?? undefined });
  // WhatsApp itself is not part of this test: the address it would open is kept instead.
  await visitor.addInitScript(() => {
    window.open = (url) => {
      document.documentElement.dataset.opened = String(url);
      return null;
    };
  });
  const page = await visitor.newPage();
  await gotoHydrated(page, `${own.server.url}/book-an-appointment`);
  await page.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }).click();
  await page.getByRole("textbox", { name: "Full name" }).fill("Test Visitor");
  await page.getByRole("textbox", { name: "Contact number" }).fill("9876543210");
  const day = page.getByRole("combobox", { name: "Preferred day" });
  await day.selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Preferred time slot" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Book Appointment" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-opened", /^https:\/\/wa\.me\//);

  // A navigation inside the site is a page view of its own; leaving the page sends its speed.
  // The page's speed is measured by a script loaded after the page.
  await page.waitForLoadState("networkidle");
  const viewed = page.waitForRequest((request) => request.url().endsWith("/api/user/view"));
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About Me" }).click();
  await expect(page).toHaveURL(/\/about-me$/);
  await viewed;
  // Closing the tab hides the page, which sends the speed it measured.
  await page.close({ runBeforeUnload: true });
  const next = await visitor.newPage();
  const counted = next.waitForResponse((response) => response.url().includes("/api/user/visitor?path=%2Fcontact-me"));
  await next.goto(`${own.server.url}/contact-me`);
  await counted;
  await visitor.close();

  await admin.goto(`${own.server.url}/robots.txt`);
  await admin.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await admin.goto(`${own.server.url}/admin/insights`);
  await admin.getByRole("button", { name: "Last 7 days" }).click();

  const funnel = admin.getByRole("region", { name: "From a visit to WhatsApp" });
  await expect(funnel.getByRole("row", { name: /Karla Mind & Neuromodulation Clinic/ })).toContainText(/1 \(100%\)\s*1 \(100%\)/);
  await expect(admin.getByRole("region", { name: "Goals" }).getByRole("row", { name: /Open WhatsApp/ })).toContainText("1");
  const pages = admin.getByRole("region", { name: "Top pages" });
  for (const path of ["/book-an-appointment", "/about-me", "/contact-me"]) await expect(pages.getByRole("row", { name: new RegExp(path) })).toBeVisible();
  const speedTable = admin.getByRole("region", { name: "Page speed for real visitors" });
  await expect(speedTable.getByRole("row", { name: /\/book-an-appointment/ })).toBeVisible();

  // The chart's table and the CSV say the same.
  const chart = admin.getByRole("region", { name: "Visitors per day" });
  await chart.getByText("The figures as a table").click();
  const rows = await chart
    .getByRole("table")
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
  const range = await admin.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')].map((input) => input.value));
  const csvForRange = await (
    await own.api.get(`/api/admin/insights.csv?${new URLSearchParams({ from: range[0]!, to: range[1]! })}`, {
      headers: { Authorization: `Bearer ${own.token}` },
    })
  ).text();
  const csvRows = csvForRange
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",").slice(1));
  expect(rows.map((row) => row.slice(1))).toEqual(csvRows);
  expect(rows.map((row) => Number(row[1])).reduce((sum, value) => sum + value, 0)).toBe(1);

  await admin.screenshot({ path: testInfo.outputPath("insights.png"), fullPage: true });
  await expectNoAxeViolations(admin);
});
