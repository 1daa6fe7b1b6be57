// A server of its own, since the admin changes the practice every other spec reads. The browser's clock is
// fixed at Monday 23 Nov 2026, 9:30 PM in India: today's slots have all started, so once the admin marks next
// Monday (30 Nov) off, the fortnight's booking days hold no Monday at all.
import { type Page, expect } from "@playwright/test";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expectToast, openSection, pngFile } from "./support.ts";

const mondayNightInIndia = new Date("2026-11-23T21:30:00+05:30");

const own = serverOfItsOwn();

async function openPracticeScreen(page: Page) {
  await page.clock.setFixedTime(mondayNightInIndia);
  await page.goto(`${own.server.url}/robots.txt`);
  await page.evaluate((value) => window.localStorage.setItem("adminToken", value), own.token);
  await page.goto(`${own.server.url}/admin/practice`);
  await expect(page.getByRole("heading", { level: 1, name: "Practice" })).toBeVisible();
}

// The Practice screen is the back office's longest (payments, the visit's questions, the self-check since issues 38
// and 39): its axe scan alone takes 10-20 s on a loaded two-core machine, so these flows get triple the limit.
test.beforeEach(() => test.slow());

test("the admin changes a clinic's fee and length and marks next Monday off; the booking form follows", async ({ page, context }, testInfo) => {
  await openPracticeScreen(page);
  const caspian = page
    .locator("#clinics li")
    .filter({ has: page.getByRole("heading", { name: "Caspian Multispeciality Clinic" }) })
    .first();
  await caspian.getByRole("textbox", { name: "Fee" }).fill("Rs. 650");
  await caspian.getByRole("spinbutton", { name: "Appointment length (minutes)" }).fill("30");
  await expect(caspian.getByRole("textbox", { name: "Appointment length as shown" })).toHaveValue("30 minutes");

  const daysOff = page.locator("#days-off");
  await daysOff.getByLabel("Add a day off").first().fill("2026-11-30");
  await daysOff.getByRole("button", { name: "Add day off for Caspian Multispeciality Clinic" }).click();
  await expect(daysOff.getByRole("list", { name: "Days off at Caspian Multispeciality Clinic" })).toHaveText("Monday, 30 Nov 2026Remove Monday, 30 Nov 2026");
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("admin-practice.png"), fullPage: false });
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Practice details saved");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto(`${own.server.url}/book-an-appointment`);
  await expect(page.getByTestId("visitor-counter")).not.toContainText("Loading...");
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 650");
  await expect(page.getByTestId("clinic-duration")).toHaveText("30 minutes");
  const day = page.getByRole("combobox", { name: "Preferred day" });
  await expect(day.locator("option")).toHaveText([
    "-- Select a Day --",
    "Tuesday, 24 Nov 2026",
    "Wednesday, 25 Nov 2026",
    "Thursday, 26 Nov 2026",
    "Saturday, 28 Nov 2026",
    "Tuesday, 1 Dec 2026",
    "Wednesday, 2 Dec 2026",
    "Thursday, 3 Dec 2026",
    "Saturday, 5 Dec 2026",
  ]);
  const slot = page.getByRole("combobox", { name: "Preferred time slot" });
  await expect(slot.locator("option")).toHaveText([
    "-- Select a Time Slot --",
    "7:00 PM - 7:30 PM",
    "7:30 PM - 8:00 PM",
    "8:00 PM - 8:30 PM",
    "8:30 PM - 9:00 PM",
  ]);
  await page.screenshot({ path: testInfo.outputPath("booking.png"), fullPage: false });

  await page.getByRole("textbox", { name: "Full name" }).fill("Asha Rao");
  await page.getByRole("textbox", { name: "Contact number" }).fill("+91 90000 55555");
  await day.selectOption({ label: "Saturday, 28 Nov 2026" });
  await expect(slot.locator("option")).toHaveText([
    "-- Select a Time Slot --",
    "4:30 PM - 5:00 PM",
    "5:00 PM - 5:30 PM",
    "5:30 PM - 6:00 PM",
    "6:00 PM - 6:30 PM",
  ]);
  await slot.selectOption({ label: "5:00 PM - 5:30 PM" });
  const [chat] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Book Appointment" }).click()]);
  const text = new URL(chat.url()).searchParams.get("text");
  expect(text).toContain("Clinic: Caspian Multispeciality Clinic");
  expect(text).toContain("Preferred slot: Saturday, 28 Nov 2026, 5:00 PM");
  expect(text).toContain("Fee: Rs. 650");
});

test("a refused value is named next to its field and nothing is saved", async ({ page }) => {
  await openPracticeScreen(page);
  const karla = page
    .locator("#clinics li")
    .filter({ has: page.getByRole("heading", { name: "Karla Mind & Neuromodulation Clinic" }) })
    .first();
  const length = karla.getByRole("spinbutton", { name: "Appointment length (minutes)" });
  await length.fill("300");
  const booking = karla.getByRole("textbox", { name: "Clinic's booking page" });
  await booking.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expectToast(page, "Please correct the fields marked below.");
  await expect(page.getByRole("alert").filter({ hasText: "2 fields need attention" })).toBeFocused();
  await expect(length).toHaveAttribute("aria-invalid", "true");
  await expect(length).toHaveAccessibleDescription(/Duration must be 5 to 240 minutes/);
  await expect(booking).toHaveAccessibleDescription(/Booking link must be a web address starting with https:\/\//);

  const stored = (await (await own.api.get("/api/user/practice")).json()).data;
  expect(stored.clinics[1].durationMins).toBe(30);
});

test("leaving with unsaved changes asks first", async ({ page }) => {
  await openPracticeScreen(page);
  await page.getByRole("textbox", { name: "Tagline" }).fill("A change not yet saved");
  await openSection(page, "Media");
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/admin\/practice$/);
  await expect(page.getByRole("textbox", { name: "Tagline" })).toHaveValue("A change not yet saved");

  // On a phone the menu is still open after staying.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
});

test("lists are edited by keyboard and a new portrait goes through the image pipeline", async ({ page }, testInfo) => {
  await openPracticeScreen(page);
  const reasons = page.locator("#reasons");
  await reasons.getByRole("button", { name: "Add reason" }).click();
  const title = reasons.getByRole("textbox", { name: "Title" }).last();
  await expect(title).toBeFocused();
  await title.fill("Evening consultations");
  await reasons.getByRole("textbox", { name: "Text" }).last().fill("Appointments after work, four evenings a week.");
  await reasons.getByRole("button", { name: "Move reason 9 up" }).click();
  await expect(reasons.getByRole("button", { name: "Move reason 8 up" })).toBeFocused();
  await expect(reasons.getByRole("heading", { level: 3 }).nth(7)).toHaveText("Evening consultations");
  await reasons.getByRole("button", { name: "Remove reason 1" }).click();
  await expect(reasons.getByRole("textbox", { name: "Title" }).first()).toBeFocused();

  await page.getByLabel("Portrait", { exact: true }).setInputFiles(await pngFile(testInfo, "portrait.png"));
  await expectToast(page, "Image uploaded. Save to show it on the site.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Practice details saved");

  const stored = (await (await own.api.get("/api/user/practice")).json()).data;
  expect(stored.reasons).toHaveLength(8);
  expect(stored.reasons[6].title).toBe("Evening consultations");
  expect(stored.doctor.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{24}\//);
  await page.goto(`${own.server.url}/why-choose-us`);
  await expect(page.getByRole("heading", { name: "Evening consultations" })).toBeVisible();
  await page.goto(`${own.server.url}/about-me`);
  await expect(page.locator(`img[src="${stored.doctor.imageUrl}"]`)).toHaveCount(1);
});

test("a clinic without a free day in the fortnight says so instead of offering slots", async ({ page }) => {
  const document = (await (await own.api.get("/api/user/practice")).json()).data;
  document.clinics[1].daysOff = ["2026-11-28", "2026-12-05"];
  const saved = await own.api.put("/api/admin/practice", { headers: { Authorization: `Bearer ${own.token}` }, data: document });
  expect(saved.status()).toBe(200);

  await page.clock.setFixedTime(mondayNightInIndia);
  await page.goto(`${own.server.url}/book-an-appointment`);
  await expect(page.getByTestId("visitor-counter")).not.toContainText("Loading...");
  await page.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }).click();
  const day = page.getByRole("combobox", { name: "Preferred day" });
  await expect(day.locator("option")).toHaveText(["No days available"]);
  await expect(day).toHaveAccessibleDescription("Karla Mind & Neuromodulation Clinic has no free day in the next two weeks. Please call the clinic.");
  await expect(page.getByRole("combobox", { name: "Preferred time slot" }).locator("option")).toHaveText(["-- Select a Time Slot --", "No slots available"]);
});
