// Issue 21 in the browser: a video call and an in-clinic visit, each handed to WhatsApp and then saved as an .ics.
// The browser runs in New York's zone; the file must still hold the India time the patient chose.
import { type BrowserContext, type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { floatingButtonsCover } from "./floating.ts";
import { gotoHydrated } from "./hydrated.ts";

// Sunday 22 Nov 2026, 10:00 AM in India (Saturday night in New York).
const sundayMorningInIndia = new Date("2026-11-22T10:00:00+05:30");

test.use({ timezoneId: "America/New_York" });

test.beforeEach(async ({ page, context }) => {
  await page.clock.setFixedTime(sundayMorningInIndia);
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  // Records the type of every Blob handed to a download link, which Playwright's download event does not report.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    const types: string[] = [];
    Object.assign(window, { blobTypes: types });
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) types.push(object.type);
      return create(object);
    };
  });
});

function form(page: Page) {
  return {
    inClinic: page.getByRole("button", { name: "In clinic" }),
    video: page.getByRole("button", { name: "Video call" }),
    caspian: page.getByRole("button", { name: "Caspian Multispeciality Clinic" }),
    name: page.getByRole("textbox", { name: "Full name" }),
    phone: page.getByRole("textbox", { name: "Contact number" }),
    day: page.getByRole("combobox", { name: "Preferred day" }),
    slot: page.getByRole("combobox", { name: "Preferred time slot" }),
    submit: page.getByRole("button", { name: "Book Appointment" }),
    calendar: page.getByRole("button", { name: "Add to calendar" }),
  };
}

async function whatsappText(page: Page, context: BrowserContext): Promise<string> {
  const [chat] = await Promise.all([context.waitForEvent("page"), form(page).submit.click()]);
  const text = new URL(chat.url()).searchParams.get("text") ?? "";
  await chat.close();
  return text;
}

/** Presses "Add to calendar" and answers the saved file's name and text, unfolded (RFC 5545 continuation lines joined). */
async function calendarFile(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), form(page).calendar.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8").replace(/\r\n /g, "") };
}

test("a video call: online hours, the teleconsultation consent, 'Video consultation' in WhatsApp and in the .ics", async ({ page, context }) => {
  await gotoHydrated(page, "/book-an-appointment");
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("America/New_York");
  const { video, inClinic, caspian, name, phone, day, slot, calendar } = form(page);
  await expect(inClinic).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("teleconsultation-consent")).toHaveCount(0);
  await video.click();
  await expect(video).toHaveAttribute("aria-pressed", "true");
  await expect(caspian).toHaveCount(0);
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 800");
  await expect(page.getByTestId("clinic-duration")).toHaveText("30 minutes");
  await expect(page.getByTestId("clinic-days")).toHaveText("Tuesday, Friday");
  await expect(day.locator("option")).toHaveText([
    "-- Select a Day --",
    "Tuesday, 24 Nov 2026",
    "Friday, 27 Nov 2026",
    "Tuesday, 1 Dec 2026",
    "Friday, 4 Dec 2026",
  ]);
  await expect(page.getByTestId("teleconsultation-consent")).toContainText("you choose a teleconsultation");
  await expect(page.getByTestId("teleconsultation-consent")).toContainText("may ask you to come to a clinic in person");
  await expectNoAxeViolations(page);

  await name.fill("Asha Rao");
  await phone.fill("+91 90000 55555");
  await day.selectOption({ label: "Friday, 27 Nov 2026" });
  await slot.selectOption({ label: "6:00 PM - 6:30 PM" });
  await expect(calendar).toHaveCount(0);
  const message = await whatsappText(page, context);
  const lines = message.split("\n");
  expect(lines.slice(0, 7)).toEqual([
    "Hello Dr. Aarav Mehta, I would like to book an appointment.",
    "",
    "Name: Asha Rao",
    "Contact: +91 90000 55555",
    "Consultation: Video consultation",
    "Preferred slot: Friday, 27 Nov 2026, 6:00 PM",
    "Fee: Rs. 800",
  ]);
  // The payment reference of issue 38 (its own spec, payment.spec.ts, proves the rest of the payment step).
  expect(lines.slice(7)).toEqual([
    expect.stringMatching(/^Payment reference: V-2711-[A-Z0-9]{3}$/),
    "I will pay before the consultation and send the 12-digit UTR here.",
  ]);

  const file = await calendarFile(page);
  expect(file.name).toBe("appointment-2026-11-27.ics");
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(["text/calendar;charset=utf-8"]);
  // 6:00 PM in India is 12:30 UTC, even though this browser lives in New York.
  expect(file.text).toContain("DTSTART:20261127T123000Z\r\n");
  expect(file.text).toContain("DTEND:20261127T130000Z\r\n");
  expect(file.text).toContain("LOCATION:Video consultation\r\n");
  expect(file.text).toContain("SUMMARY:Requested appointment with Dr. Aarav Mehta\r\n");
  expect(file.text).toContain("STATUS:TENTATIVE\r\n");
  expect(file.text).toContain("TRIGGER:-PT2H\r\n");
  for (const typed of ["Asha", "Rao", "55555"]) expect(file.text).not.toContain(typed);
});

test("an in-clinic visit: the clinic in WhatsApp, its name, address and phone in the .ics", async ({ page, context }) => {
  await gotoHydrated(page, "/book-an-appointment");
  const { name, phone, day, slot, calendar } = form(page);
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 500 (after a 50% discount)");
  await name.fill("Ravi Kumar");
  await phone.fill("+91 90000 66666");
  await day.selectOption({ label: "Tuesday, 24 Nov 2026" });
  await slot.selectOption({ label: "7:40 PM - 8:00 PM" });
  const message = await whatsappText(page, context);
  expect(message).toContain("\nClinic: Caspian Multispeciality Clinic\n");
  expect(message).toContain("\nPreferred slot: Tuesday, 24 Nov 2026, 7:40 PM\n");
  expect(message).not.toContain("Video consultation");

  await expect(calendar).toBeVisible();
  await expectNoAxeViolations(page);
  const file = await calendarFile(page);
  expect(file.name).toBe("appointment-2026-11-24.ics");
  expect(file.text).toContain("DTSTART:20261124T141000Z\r\n");
  expect(file.text).toContain("LOCATION:Caspian Multispeciality Clinic\\, 2nd Floor\\, Sunrise Chambers\\, Lane 5\\, Koregaon Park\\, Pune 411001\r\n");
  expect(file.text).toContain("+91 90000 23456");
  for (const typed of ["Ravi", "Kumar", "66666"]) expect(file.text).not.toContain(typed);

  // A new choice clears the offer, so the calendar can never hold a time other than the one sent.
  await slot.selectOption({ label: "8:00 PM - 8:20 PM" });
  await expect(calendar).toHaveCount(0);
});

test.describe("on a phone", () => {
  test("after booking, the confirmation with 'Add to calendar' is whole on the screen and no floating button sits over it", async ({ page, context }) => {
    await gotoHydrated(page, "/book-an-appointment");
    const { name, phone, day, slot, calendar } = form(page);
    const floating = page.getByTestId("floating-actions");
    await expect(calendar).toHaveCount(0);
    await expect(floating).toBeVisible();
    await name.fill("Asha Rao");
    await phone.fill("+91 90000 55555");
    await day.selectOption({ label: "Tuesday, 24 Nov 2026" });
    await slot.selectOption({ label: "7:40 PM - 8:00 PM" });
    await whatsappText(page, context);

    const confirmation = page.getByTestId("booking-requested");
    await expect(confirmation).toContainText("WhatsApp opened with your request.");
    await expect(confirmation.getByRole("button", { name: "Add to calendar" })).toBeVisible();
    await expect(confirmation).toBeInViewport({ ratio: 1 });
    await expect.poll(() => floatingButtonsCover(page, confirmation)).toBe(false);
    // Wherever the patient scrolls it, the card stays clear; the bottom edge is where the buttons are.
    for (const block of ["end", "center", "start"] as const) {
      await confirmation.evaluate((card, where) => card.scrollIntoView({ block: where }), block);
      await expect.poll(() => floatingButtonsCover(page, confirmation), `card at the ${block}`).toBe(false);
    }
    await name.scrollIntoViewIfNeeded();
    await expect(floating).toBeVisible();
  });
});
