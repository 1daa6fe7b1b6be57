// Issue 38 in the browser: the payment step of a video booking, in English and in Urdu. Everything about the payment
// stays in the page: between choosing the time and opening WhatsApp only goal beacons leave it, without the reference
// or the amount. Its own server, since one test switches the UPI app button on.
import { type Browser, type BrowserContext, type Page, type Request, expect } from "@playwright/test";
import { defaultPractice } from "#app/content/practice.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { en } from "#app/i18n/en/index.ts";
import { ur } from "#app/i18n/ur/index.ts";
import { referenceAlphabet } from "#app/lib/upi.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";

const own = serverOfItsOwn();
const { upiId } = defaultPractice.payment;
// Sunday 22 Nov 2026, 10:00 AM in India: the first video day is Tuesday 24 November.
const sundayMorningInIndia = new Date("2026-11-22T10:00:00+05:30");
const reference = new RegExp(`^V-2411-[${referenceAlphabet}]{3}$`);
const androidPhone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

async function prepare(page: Page, context: BrowserContext) {
  await page.clock.setFixedTime(sundayMorningInIndia);
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
}

/** Opens the booking page, fills the form for a video call and waits until the payment step's QR has loaded. */
async function videoBooking(page: Page, prefix: string, t: Messages["booking"]) {
  await page.goto(`${own.server.url}${prefix}/book-an-appointment`);
  await expect(page.getByRole("button", { name: t.form.submit })).toBeEnabled();
  await page.getByRole("button", { name: t.place.videoCall }).click();
  await page.getByRole("textbox", { name: t.form.fullName }).fill("Asha Rao");
  await page.getByRole("textbox", { name: t.form.contactNumber }).fill("+91 90000 55555");
  await expect(page.getByTestId("payment-step")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function chooseFirstSlot(page: Page, t: Messages["booking"]) {
  await page.getByRole("combobox", { name: t.form.preferredSlot }).selectOption({ index: 1 });
  await expect(page.getByTestId("payment-reference")).toHaveText(reference);
  return (await page.getByTestId("payment-reference").textContent()) ?? "";
}

for (const [lang, prefix, t] of [
  ["English", "", en],
  ["Urdu", "/ur", ur],
] as const) {
  test(`a video booking in ${lang}: fee, reference and UPI ID, Copy, the reference in WhatsApp, nothing sent`, async ({ page, context }) => {
    await prepare(page, context);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: own.server.url });
    await videoBooking(page, prefix, t.booking);
    const step = page.getByTestId("payment-step");
    await expect(step.getByTestId("payment-fee")).toHaveText(lang === "English" ? "Rs. 800" : "₹800");
    await expect(step).toContainText(t.booking.facts.payWhen.before);
    await expect(step.getByTestId("upi-id")).toHaveText(upiId);
    await expect(step).toContainText(t.payment.referenceLater);
    await expect(page.getByTestId("upi-app-button")).toHaveCount(0);

    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));
    const code = await chooseFirstSlot(page, t.booking);
    await step.getByRole("button", { name: t.payment.copy }).click();
    await expect(step.getByRole("status")).toHaveText(t.payment.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(upiId);
    await expectNoAxeViolations(page);

    const [chat] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: t.booking.form.submit }).click()]);
    const text = new URL(chat.url()).searchParams.get("text") ?? "";
    await chat.close();
    expect(text).toContain(code);
    expect(text).toContain(t.booking.message.utr(true));

    const left = sent.filter((request) => new URL(request.url()).origin === own.server.url);
    expect(left.map((request) => new URL(request.url()).pathname)).toEqual(["/api/user/event", "/api/user/event", "/api/user/event"]);
    const goals = left.map((request) => JSON.parse(request.postData() ?? "{}").name);
    expect(goals).toEqual(["payment_shown", "upi_copied", "whatsapp_tap"]);
    for (const request of left) {
      expect(request.postData()).not.toContain(code);
      expect(request.postData()).not.toContain("800");
    }
    expect(sent.filter((request) => new URL(request.url()).origin !== own.server.url && !request.url().startsWith("https://wa.me/"))).toEqual([]);
  });
}

async function androidPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ userAgent: androidPhone, viewport });
  const page = await context.newPage();
  await page.clock.setFixedTime(sundayMorningInIndia);
  return { context, page };
}

test("the UPI app button: only with the switch on and only on Android, with the amount and the neutral note", async ({ page, context, browser, viewport }) => {
  await prepare(page, context);
  const offAndroid = await androidPage(browser, viewport);
  await videoBooking(offAndroid.page, "", en.booking);
  await chooseFirstSlot(offAndroid.page, en.booking);
  await expect(offAndroid.page.getByTestId("upi-app-button")).toHaveCount(0);
  await offAndroid.context.close();

  const headers = { Authorization: `Bearer ${own.token}` };
  const practice = (await (await own.api.get("/api/admin/practice", { headers })).json()).data;
  const saved = await own.api.put("/api/admin/practice", { headers, data: { ...practice, payment: { ...practice.payment, appButton: true } } });
  expect(saved.status()).toBe(200);

  await videoBooking(page, "", en.booking);
  await chooseFirstSlot(page, en.booking);
  await expect(page.getByTestId("upi-app-button")).toHaveCount(0);

  const onAndroid = await androidPage(browser, viewport);
  await videoBooking(onAndroid.page, "", en.booking);
  const code = await chooseFirstSlot(onAndroid.page, en.booking);
  const button = onAndroid.page.getByTestId("upi-app-button");
  await expect(button).toHaveText(en.payment.appButton("800.00"));
  await expect(button).toHaveAttribute("href", `upi://pay?pa=${upiId}&pn=Dr%20Aarav%20Mehta%20Clinic&am=800.00&cu=INR&tn=Consultation%20${code}`);
  await onAndroid.context.close();
});
