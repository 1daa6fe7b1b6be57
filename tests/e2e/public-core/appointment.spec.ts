import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated.ts";

const evening = ["7:00 PM - 7:20 PM", "7:20 PM - 7:40 PM", "7:40 PM - 8:00 PM", "8:00 PM - 8:20 PM", "8:20 PM - 8:40 PM", "8:40 PM - 9:00 PM"];
const caspianSlots = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday"].flatMap((day) => evening.map((time) => `${day} ${time}`)),
  ...["4:30 PM - 4:50 PM", "4:50 PM - 5:10 PM", "5:10 PM - 5:30 PM", "5:30 PM - 5:50 PM", "5:50 PM - 6:10 PM", "6:10 PM - 6:30 PM"].map((time) => `Saturday ${time}`),
];
const karlaSlots = [
  "10:00 AM - 10:30 AM",
  "10:30 AM - 11:00 AM",
  "11:00 AM - 11:30 AM",
  "11:30 AM - 12:00 PM",
  "12:00 PM - 12:30 PM",
  "12:30 PM - 1:00 PM",
  "1:00 PM - 1:30 PM",
  "1:30 PM - 2:00 PM",
].map((time) => `Saturday ${time}`);

function form(page: Page) {
  return {
    caspian: page.getByRole("button", { name: "Caspian Multispeciality Clinic" }),
    karla: page.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }),
    name: page.getByRole("textbox", { name: "Full name" }),
    phone: page.getByRole("textbox", { name: "Contact number" }),
    slot: page.getByRole("combobox", { name: "Preferred time slot" }),
    submit: page.getByRole("button", { name: "Book Appointment" }),
  };
}

test("the clinic toggle switches fee, duration, days and the generated slots", async ({ page }) => {
  await gotoHydrated(page, "/book-an-appointment");
  const { caspian, karla, slot } = form(page);
  await expect(caspian).toHaveAttribute("aria-pressed", "true");
  await expect(karla).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 500 (after a 50% discount)");
  await expect(page.getByTestId("clinic-duration")).toHaveText("20 minutes");
  await expect(page.getByTestId("clinic-days")).toHaveText("Monday, Tuesday, Wednesday, Thursday, Saturday");
  await expect(slot.locator("option")).toHaveText(["-- Select a Time Slot --", ...caspianSlots]);

  await slot.selectOption("Monday 7:00 PM - 7:20 PM");
  await karla.click();
  await expect(karla).toHaveAttribute("aria-pressed", "true");
  await expect(caspian).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("clinic-fee")).toHaveText("Rs. 1000");
  await expect(page.getByTestId("clinic-duration")).toHaveText("30 minutes");
  await expect(page.getByTestId("clinic-days")).toHaveText("Saturday");
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

test("'Book Appointment' opens a WhatsApp chat prefilled with name, contact, clinic, slot and fee", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await gotoHydrated(page, "/our-services");
  // SPEC.md: the message goes to the doctor's number, and the form says so.
  await expect(page.getByRole("form", { name: "Appointment request" })).toContainText("as a message to Dr. Aarav Mehta's number");
  const { karla, name, phone, slot, submit } = form(page);
  await karla.click();
  await name.fill("Asha Rao");
  await phone.fill("+91 90000 55555");
  await slot.selectOption("Saturday 11:30 AM - 12:00 PM");

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
      "Preferred slot: Saturday 11:30 AM - 12:00 PM",
      "Fee: Rs. 1000",
    ].join("\n"),
  );
  // Opened without a handle back to the site.
  expect(await chat.evaluate(() => window.opener)).toBeNull();
});
