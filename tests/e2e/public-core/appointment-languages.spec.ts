import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";

// The browser's clock: Sunday 22 Nov 2026, 10:00 AM in India, as in appointment.phone.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-22T10:00:00+05:30"));
});

/** Opens a booking page and waits for hydration: the submit button is disabled until then. */
async function openBooking(page: Page, path: string, submitName: string) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.getByRole("button", { name: submitName })).toBeEnabled();
  return errors;
}

test("a booking in Hindi opens WhatsApp with a Hindi message in Latin digits", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const errors = await openBooking(page, "/hi/book-an-appointment", "अपॉइंटमेंट बुक करें");
  await page.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }).click();
  await page.getByRole("textbox", { name: "पूरा नाम" }).fill("आशा राव");
  await page.getByRole("textbox", { name: "संपर्क नंबर" }).fill("+91 90000 55555");
  const day = page.getByRole("combobox", { name: "पसंद का दिन" });
  await expect(day.locator("option")).toHaveText(["-- दिन चुनें --", "शनिवार, 28 नवंबर 2026", "शनिवार, 5 दिसंबर 2026"]);
  await day.selectOption({ label: "शनिवार, 5 दिसंबर 2026" });
  await page.getByRole("combobox", { name: "पसंद का समय" }).selectOption({ label: "11:30 AM - 12:00 PM" });

  const [chat] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "अपॉइंटमेंट बुक करें" }).click()]);
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919000012345");
  const text = url.searchParams.get("text") ?? "";
  expect(text).toBe(
    [
      "नमस्ते Dr. Aarav Mehta, मुझे एक अपॉइंटमेंट बुक करना है।",
      "",
      "नाम: आशा राव",
      "संपर्क: +91 90000 55555",
      "क्लिनिक: Karla Mind & Neuromodulation Clinic",
      "पसंद का समय: शनिवार, 5 दिसंबर 2026, 11:30 AM",
      "फ़ीस: ₹1000",
    ].join("\n"),
  );
  // Devanagari digits (०-९) would not match the dialler or the calendar.
  expect(text).not.toMatch(/[०-९]/);
  await expect(page.getByTestId("booking-requested")).toContainText("आपके अनुरोध के साथ WhatsApp खुल गया।");
  // The server and the browser named the days alike: hydration found nothing to repair.
  expect(errors).toEqual([]);
});

test("the Urdu booking form reads right to left, with its times and fee left to right", async ({ page }) => {
  const errors = await openBooking(page, "/ur/book-an-appointment", "اپائنٹمنٹ بک کریں");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const day = page.getByRole("combobox", { name: "پسند کا دن" });
  await expect(day.locator("option").nth(1)).toHaveText("پیر، 23 نومبر 2026");
  // The fee is Urdu with Latin digits: it starts at the right edge, the amount first, then the words after it.
  const fee = page.getByTestId("clinic-fee");
  await expect(fee).toHaveText("₹500 (50% رعایت کے بعد)");
  const [amountEnd, feeEnd] = await fee.evaluate((element) => {
    const amount = document.createRange();
    amount.setStart(element.firstChild!, 0);
    amount.setEnd(element.firstChild!, "₹500".length);
    return [amount.getBoundingClientRect().right, element.getBoundingClientRect().right];
  });
  expect(Math.abs(feeEnd - amountEnd)).toBeLessThan(2);
  // The form's start is on the right: the name field's label sits at its right edge.
  const field = await page.getByRole("textbox", { name: "پورا نام" }).boundingBox();
  const label = await page.getByText("پورا نام", { exact: true }).boundingBox();
  expect(Math.abs(field!.x + field!.width - (label!.x + label!.width))).toBeLessThan(2);
  expect(errors).toEqual([]);
});
