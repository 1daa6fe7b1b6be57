// Issue 19 in Chromium, on a server of its own so that its counts are exactly this spec's: a visitor books on
// WhatsApp and reads a page, then the admin finds the tap, the page views and the page speed on the Insights
// screen, whose chart table and CSV agree.
import { type Locator, type Page, expect } from "@playwright/test";
import { gotoHydrated } from "../public-core/hydrated.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";

// Headless Chromium names itself HeadlessChrome, which the site rightly takes for a bot and does not count.
const visitorAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test.describe.configure({ mode: "serial" });

const own = serverOfItsOwn();

/** One row of figures: a table row where the table fits, the same figures as a card on a phone. */
const rowOf = (region: Locator, name: string) => region.getByRole("row", { name: new RegExp(name) }).or(region.getByRole("listitem").filter({ hasText: name }));

async function openInsights(admin: Page, search = "") {
  await admin.goto(`${own.server.url}/robots.txt`);
  await admin.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await admin.goto(`${own.server.url}/admin/insights${search}`);
}

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

  await openInsights(admin);
  await admin.getByRole("button", { name: "Last 7 days" }).click();
  // The period is in the address, so a reload keeps it.
  await expect(admin).toHaveURL(/\?days=7$/);
  await admin.reload();
  await expect(admin.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");

  const funnel = admin.getByRole("region", { name: "From a visit to WhatsApp" });
  await expect(rowOf(funnel, "Karla Mind & Neuromodulation Clinic")).toContainText(/1 \(100%\).*1 \(100%\)/);
  await expect(rowOf(admin.getByRole("region", { name: "Goals" }), "Open WhatsApp")).toContainText("1");
  const pages = admin.getByRole("region", { name: "Top pages" });
  for (const path of ["/book-an-appointment", "/about-me", "/contact-me"]) await expect(rowOf(pages, path)).toBeVisible();
  const speedTable = admin.getByRole("region", { name: "Page speed for real visitors" });
  await expect(rowOf(speedTable, "/book-an-appointment")).toBeVisible();

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

test("on a 390 px phone the chart's labels are readable and each clinic's funnel reads without sideways scrolling", { tag: "@phone" }, async ({
  page: admin,
}) => {
  await openInsights(admin, "?days=7");

  // Labels drawn inside the SVG shrank with it to about 5 px; as HTML they keep their size.
  const labels = admin.getByTestId("daily-chart").locator("[data-axis-label]");
  await expect(labels.first()).toBeVisible();
  const shown = await labels.evaluateAll((spans) =>
    spans
      .filter((span) => span.checkVisibility())
      .map((span) => ({ text: span.textContent, fontSize: Number.parseFloat(getComputedStyle(span).fontSize), height: span.getBoundingClientRect().height })),
  );
  expect(shown.length, "at least the 0 and top values and two days").toBeGreaterThanOrEqual(4);
  for (const label of shown) {
    expect(label.fontSize, `"${label.text}"`).toBeGreaterThanOrEqual(12);
    expect(label.height, `"${label.text}" as rendered`).toBeGreaterThanOrEqual(12);
  }

  const funnel = admin.getByRole("region", { name: "From a visit to WhatsApp" });
  const scroller = funnel.getByRole("group");
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth), "the funnel scrolls sideways").toBe(0);
  const karla = funnel.getByRole("listitem").filter({ hasText: "Karla Mind & Neuromodulation Clinic" });
  const name = karla.getByRole("heading", { name: "Karla Mind & Neuromodulation Clinic" });
  const nameBox = await name.boundingBox();
  const lineHeight = await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  expect(nameBox!.height, "the clinic's name wraps between words, not letter by letter").toBeLessThanOrEqual(2 * lineHeight + 1);

  const taps = karla.getByRole("term").filter({ hasText: "Tapped WhatsApp" }).locator("xpath=following-sibling::dd[1]");
  await taps.scrollIntoViewIfNeeded();
  await expect(taps).toBeVisible();
  await expect(taps).toHaveText("1 (100%)");
  const tapsBox = await taps.boundingBox();
  expect(tapsBox!.x).toBeGreaterThanOrEqual(0);
  expect(tapsBox!.x + tapsBox!.width, "the WhatsApp taps are within the phone's width").toBeLessThanOrEqual(390);
  await expectNoAxeViolations(admin);
});
