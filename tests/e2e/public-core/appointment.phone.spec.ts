import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { gotoHydrated } from "./hydrated.ts";

// The browser's clock: Sunday 22 Nov 2026, 10:00 AM in India. The server renders with its own clock; the form
// recomputes the days and slots from the browser's once it has hydrated.
const sundayMorningInIndia = new Date("2026-11-22T10:00:00+05:30");

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(sundayMorningInIndia);
});

const evening = ["7:00 PM - 7:20 PM", "7:20 PM - 7:40 PM", "7:40 PM - 8:00 PM", "8:00 PM - 8:20 PM", "8:20 PM - 8:40 PM", "8:40 PM - 9:00 PM"];
const caspianDays = [
  "Monday, 23 Nov 2026",
  "Tuesday, 24 Nov 2026",
  "Wednesday, 25 Nov 2026",
  "Thursday, 26 Nov 2026",
  "Saturday, 28 Nov 2026",
  "Monday, 30 Nov 2026",
  "Tuesday, 1 Dec 2026",
  "Wednesday, 2 Dec 2026",
  "Thursday, 3 Dec 2026",
  "Saturday, 5 Dec 2026",
];
const caspianSaturday = ["4:30 PM - 4:50 PM", "4:50 PM - 5:10 PM", "5:10 PM - 5:30 PM", "5:30 PM - 5:50 PM", "5:50 PM - 6:10 PM", "6:10 PM - 6:30 PM"];
const karlaDays = ["Saturday, 28 Nov 2026", "Saturday, 5 Dec 2026"];
const karlaSlots = [
  "10:00 AM - 10:30 AM",
  "10:30 AM - 11:00 AM",
  "11:00 AM - 11:30 AM",
  "11:30 AM - 12:00 PM",
  "12:00 PM - 12:30 PM",
  "12:30 PM - 1:00 PM",
  "1:00 PM - 1:30 PM",
  "1:30 PM - 2:00 PM",
];

function form(page: Page) {
  return {
    caspian: page.getByRole("button", { name: "Caspian Multispeciality Clinic" }),
    karla: page.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }),
    name: page.getByRole("textbox", { name: "Full name" }),
    phone: page.getByRole("textbox", { name: "Contact number" }),
    day: page.getByRole("combobox", { name: "Preferred day" }),
    slot: page.getByRole("combobox", { name: "Preferred time slot" }),
    submit: page.getByRole("button", { name: "Book Appointment" }),
  };
}

test("the clinic toggle switches fee, duration, days and the generated slots", async ({ page }) => {
  await gotoHydrated(page, "/book-an-appointment");
  const { caspian, karla, day, slot } = form(page);
  await expect(caspian).toHaveAttribute("aria-pressed", "true");
  await expect(karla).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 500 (after a 50% discount)");
  await expect(page.getByTestId("clinic-duration")).toHaveText("20 minutes");
  await expect(page.getByTestId("clinic-days")).toHaveText("Monday, Tuesday, Wednesday, Thursday, Saturday");
  await expect(day.locator("option")).toHaveText(["-- Select a Day --", ...caspianDays]);
  await expect(day).toHaveValue("2026-11-23");
  await expect(slot.locator("option")).toHaveText(["-- Select a Time Slot --", ...evening]);
  await day.selectOption({ label: "Saturday, 28 Nov 2026" });
  await expect(slot.locator("option")).toHaveText(["-- Select a Time Slot --", ...caspianSaturday]);

  await slot.selectOption({ label: "4:30 PM - 4:50 PM" });
  await karla.click();
  await expect(karla).toHaveAttribute("aria-pressed", "true");
  await expect(caspian).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 1000");
  await expect(page.getByTestId("clinic-duration")).toHaveText("30 minutes");
  await expect(page.getByTestId("clinic-days")).toHaveText("Saturday");
  await expect(day.locator("option")).toHaveText(["-- Select a Day --", ...karlaDays]);
  await expect(slot.locator("option")).toHaveText(["-- Select a Time Slot --", ...karlaSlots]);
  await expect(slot).toHaveValue("");
  await expect(page.getByRole("link", { name: /Book at Karla Mind & Neuromodulation Clinic/ })).toHaveAttribute(
    "href",
    "https://clinic-booking.example/pune/karla-mind-neuromodulation-clinic",
  );
});

test("a missing field raises the 'Please fill all required fields' alert and opens nothing", async ({ page, context }) => {
  await gotoHydrated(page, "/book-an-appointment");
  const { name, phone, slot, submit } = form(page);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  let popups = 0;
  context.on("page", () => popups++);

  await submit.click();
  await name.fill("Asha Rao");
  await submit.click();
  await phone.fill("+91 90000 55555");
  await submit.click();
  await slot.selectOption({ index: 1 });
  await name.fill("   ");
  await submit.click();
  await expect.poll(() => alerts).toEqual(Array(4).fill("Please fill all required fields"));
  expect(popups).toBe(0);
});

test("'Book Appointment' opens a WhatsApp chat prefilled with name, contact, clinic, day, slot and fee", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await gotoHydrated(page, "/our-services");
  // SPEC.md: the message goes to the doctor's number, and the form says so.
  await expect(page.getByRole("form", { name: "Appointment request" })).toContainText("as a message to Dr. Aarav Mehta's number");
  const { karla, name, phone, day, slot, submit } = form(page);
  await karla.click();
  await name.fill("Asha Rao");
  await phone.fill("+91 90000 55555");
  await day.selectOption({ label: "Saturday, 5 Dec 2026" });
  await slot.selectOption({ label: "11:30 AM - 12:00 PM" });

  const [chat] = await Promise.all([context.waitForEvent("page"), submit.click()]);
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919000012345");
  expect(url.searchParams.get("text")).toBe(
    [
      "Hello Dr. Aarav Mehta, I would like to book an appointment.",
      "",
      "Name: Asha Rao",
      "Contact: +91 90000 55555",
      "Clinic: Karla Mind & Neuromodulation Clinic",
      "Preferred slot: Saturday, 5 Dec 2026, 11:30 AM",
      "Fee: Rs. 1000",
    ].join("\n"),
  );
  // Opened without a handle back to the site.
  expect(await chat.evaluate(() => window.opener)).toBeNull();
});

test("today's slots that have started are not offered; the list follows the browser's clock after hydration", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.setFixedTime(new Date("2026-11-23T19:25:00+05:30"));
  await gotoHydrated(page, "/book-an-appointment");
  const { day, slot } = form(page);
  await expect(day).toHaveValue("2026-11-23");
  await expect(slot.locator("option")).toHaveText(["-- Select a Time Slot --", ...evening.slice(2)]);
  // The server rendered with its own clock; hydration starts from that same moment, so React finds no mismatch.
  expect(errors).toEqual([]);
});

test("the days and slots are keyboard operable and labelled", async ({ page }) => {
  await gotoHydrated(page, "/book-an-appointment");
  const { day, slot } = form(page);
  await expect(day).toHaveAccessibleDescription("The next two weeks at Caspian Multispeciality Clinic, India time.");
  await day.focus();
  await page.keyboard.press("ArrowDown");
  await expect(day).toHaveValue("2026-11-24");
  await page.keyboard.press("Tab");
  await expect(slot).toBeFocused();
});
