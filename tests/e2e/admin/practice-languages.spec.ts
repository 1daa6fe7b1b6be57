// Issue 28: the practice's texts in Hindi, Telugu and Urdu are written on the Practice screen's Languages section, each
// beside its English; a language is counted, published or not, and the pages in it follow at once. A server of its own,
// since these edits change what every other spec reads.
import { type Page, expect } from "@playwright/test";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expectToast } from "./support.ts";

const own = serverOfItsOwn();

// The Practice screen with a language open holds some 150 fields, which axe takes its time over.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function openPracticeScreen(page: Page) {
  await page.goto(`${own.server.url}/robots.txt`);
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await page.goto(`${own.server.url}/admin/practice`);
  await expect(page.getByRole("heading", { level: 1, name: "Practice" })).toBeVisible();
}

const languagePanel = (page: Page, lang: string) => page.locator(`#languages [data-language="${lang}"]`);

async function openTexts(page: Page, lang: string, name: string) {
  const panel = languagePanel(page, lang);
  await panel.getByText(`Edit the ${name} texts`).click();
  return panel;
}

test("each language is counted, written beside the English in its own script and direction, and published or not", async ({ page }) => {
  await openPracticeScreen(page);
  await page.getByRole("navigation", { name: "Practice sections" }).getByRole("link", { name: "Languages" }).click();

  const hindi = await openTexts(page, "hi", "Hindi");
  // The number of translatable fields follows the Practice document; what is proven is that it is counted and moves by one.
  await expect(hindi).toContainText(/All \d+ fields translated\./);
  const fields = Number((await hindi.getByText(/All \d+ fields translated\./).textContent())?.match(/\d+/)?.[0]);
  await expect(hindi.getByRole("switch", { name: "Published – Hindi" })).toHaveAttribute("aria-checked", "true");
  const title = hindi.getByRole("textbox", { name: "Service 1 · Title", exact: true });
  await expect(title).toHaveValue("सामान्य मनोचिकित्सा");
  await expect(title).toHaveAttribute("lang", "hi");
  await expect(title).toHaveAttribute("dir", "ltr");
  await expect(title).toHaveAccessibleDescription(/General Psychiatry/);
  await expect(title).toHaveAttribute("maxlength", "200");

  const urdu = await openTexts(page, "ur", "Urdu");
  const intro = urdu.getByRole("textbox", { name: "Doctor · About introduction", exact: true });
  await expect(intro).toHaveAttribute("lang", "ur");
  await expect(intro).toHaveAttribute("dir", "rtl");
  await expect(intro).toHaveAttribute("maxlength", "2000");
  // axe reads the whole screen; one open language (the right-to-left one) is enough for it and keeps it quick.
  await hindi.getByText("Edit the Hindi texts").click();
  await expect(title).toHaveCount(0);
  await expectNoAxeViolations(page);
  await hindi.getByText("Edit the Hindi texts").click();

  await title.fill("सामान्य मनोरोग चिकित्सा");
  const tagline = hindi.getByRole("textbox", { name: "Tagline", exact: true });
  await tagline.fill("");
  await expect(tagline).toHaveAccessibleDescription(/Not translated: the page shows the English\./);
  await expect(hindi).toContainText(`1 of ${fields} fields untranslated: shown in English.`);
  await urdu.getByRole("switch", { name: "Published – Urdu" }).click();
  await expect(urdu.getByRole("switch", { name: "Published – Urdu" })).toHaveAttribute("aria-checked", "false");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Practice details saved");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  await page.goto(`${own.server.url}/hi/our-services`);
  await expect(page.getByRole("main")).toContainText("सामान्य मनोरोग चिकित्सा");
  await page.goto(`${own.server.url}/hi/`);
  await expect(page.getByRole("main")).toContainText("Trusted Expertise. Compassionate Care.");
  expect((await page.goto(`${own.server.url}/ur/`))?.status()).toBe(404);
  await page.goto(`${own.server.url}/about-me`);
  await expect(page.locator('a[href="/te/about-me"]').first()).toBeAttached();
  await expect(page.locator('a[href="/ur/about-me"]')).toHaveCount(0);
});

test("a reason moved up takes its translations with it", async ({ page }) => {
  await openPracticeScreen(page);
  const hindi = await openTexts(page, "hi", "Hindi");
  await expect(hindi.getByRole("textbox", { name: "Reason 2 · Title", exact: true })).toHaveValue("मनोचिकित्सा और यौन स्वास्थ्य एक साथ");

  await page.locator("#reasons").getByRole("button", { name: "Move reason 2 up" }).click();
  await expect(hindi.getByRole("textbox", { name: "Reason 1 · Title", exact: true })).toHaveValue("मनोचिकित्सा और यौन स्वास्थ्य एक साथ");
  await expect(hindi.getByRole("textbox", { name: "Reason 2 · Title", exact: true })).toHaveValue("दस साल से ज़्यादा का अनुभव");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Practice details saved");
  await page.goto(`${own.server.url}/hi/why-choose-us`);
  const text = await page.getByRole("main").innerText();
  expect(text.indexOf("मनोचिकित्सा और यौन स्वास्थ्य एक साथ")).toBeGreaterThan(-1);
  expect(text.indexOf("मनोचिकित्सा और यौन स्वास्थ्य एक साथ")).toBeLessThan(text.indexOf("दस साल से ज़्यादा का अनुभव"));
});
