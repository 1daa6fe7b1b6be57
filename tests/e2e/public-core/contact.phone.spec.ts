import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { gotoHydrated } from "./hydrated.ts";

async function fillForm(page: Page) {
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Kavya Iyer");
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 90000 77777");
  await form.getByRole("textbox", { name: "Email" }).fill("kavya@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill("Do you offer evening appointments on Fridays?");
  return form;
}

test("contact cards and intro show the practice's e-mail, phone and address", async ({ page }) => {
  await page.goto("/contact-me");
  const cards = page.getByRole("region", { name: "Ways to reach me" });
  await expect(cards.getByRole("link", { name: "care@aaravmehta.example" })).toHaveAttribute("href", "mailto:care@aaravmehta.example");
  await expect(cards.getByRole("link", { name: "+91 90000 12345" })).toHaveAttribute("href", "tel:+919000012345");
  await expect(cards.getByRole("link", { name: /Koregaon Park, Pune 411001/ })).toBeVisible();
  await expect(page.getByText("Every message is read personally")).toBeVisible();
});

test("a complete message is stored: 'Submitting...' while sending, then 'Submitted!' and an empty form", async ({ page }) => {
  await gotoHydrated(page, "/contact-me");
  const form = await fillForm(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const posted: unknown[] = [];
  await page.route("**/api/user/contact/create", async (route) => {
    posted.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });

  const submit = form.getByRole("button", { name: "Send Message" });
  await submit.click();
  const sending = form.getByRole("button", { name: "Submitting..." });
  await expect(sending).toBeDisabled();
  release();

  const dialog = page.getByRole("dialog", { name: "Submitted!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your message has been sent successfully. I will get back to you shortly.");
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  expect(posted).toEqual([
    { name: "Kavya Iyer", mobile: "+91 90000 77777", email: "kavya@example.com", message: "Do you offer evening appointments on Fridays?", website: "" },
  ]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  for (const field of ["Name", "Phone", "Email", "Message"]) {
    await expect(form.getByRole("textbox", { name: field })).toHaveValue("");
  }
});

test("a failing server shows the 'Oops!' dialog and keeps what was typed", async ({ page }) => {
  await page.route("**/api/user/contact/create", (route) => route.fulfill({ status: 500, json: { success: false, message: "Something went wrong" } }));
  await gotoHydrated(page, "/contact-me");
  const form = await fillForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Oops!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Failed to send your message. Please try again later.");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Kavya Iyer");
});

test("missing or malformed fields are named next to the field and nothing is sent", async ({ page }) => {
  let posts = 0;
  await page.route("**/api/user/contact/create", (route) => {
    posts++;
    return route.continue();
  });
  await gotoHydrated(page, "/contact-me");
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  const name = form.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Name is required");
  await expect(form).toContainText("Enter a valid email address");
  await expect(form).toContainText("Message is required");
  expect(posts).toBe(0);
});

test("the clinic toggle shows timings, address and phone; the map loads only when asked for", async ({ page, context }) => {
  const mapRequests: string[] = [];
  await context.route("https://www.google.com/**", (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Map</title>" });
  });
  await gotoHydrated(page, "/contact-me");
  const locations = page.getByRole("region", { name: "Clinic locations" });
  await expect(locations).toContainText("Monday – Thursday: 7:00 PM – 9:00 PM");
  await expect(locations).toContainText("Saturday: 4:30 PM – 6:30 PM");
  await expect(locations.getByRole("link", { name: "+91 90000 23456" })).toHaveAttribute("href", "tel:+919000023456");

  await locations.getByRole("button", { name: "Karla Mind & Neuromodulation Clinic" }).click();
  await expect(locations.getByRole("heading", { level: 3 })).toHaveText("Karla Mind & Neuromodulation Clinic");
  await expect(locations).toContainText("Saturday: 10:00 AM – 2:00 PM");
  await expect(locations).toContainText("Ground Floor, Karla Towers, 14 Parihar Chowk Road, Aundh, Pune 411007");
  await expect(locations.getByRole("link", { name: "Open in Maps (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Aundh%2C%20Pune%20411007",
  );

  await expect(locations.locator("iframe")).toHaveCount(0);
  expect(mapRequests).toEqual([]);
  await locations.getByRole("button", { name: "Show map" }).click();
  const map = locations.locator("iframe");
  await expect(map).toHaveAttribute("title", "Map of Karla Mind & Neuromodulation Clinic");
  await expect(map).toHaveAttribute("src", "https://www.google.com/maps?q=Aundh%2C%20Pune%20411007&output=embed");
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});
