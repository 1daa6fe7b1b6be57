// Issue 11 in the browser: the crisis line where people write, the privacy notice next to every form, and the
// crisis line again in the thank-you of a message whose words suggest a risk of self-harm.
import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { adminToken, bearer, uniqueName } from "../admin/support.ts";
import { publishedBlogs } from "../journal/journal-data.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { gotoHydrated } from "../public-core/hydrated.ts";

const crisisSentence = "If you are in crisis or thinking about harming yourself, call Tele-MANAS 14416 (free, 24×7) or 112.";

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

async function expectCrisisLine(page: Page) {
  const line = page.getByTestId("crisis-line").first();
  await expect(line).toBeVisible();
  await expect(line).toContainText(crisisSentence);
  await expect(line.getByRole("link", { name: "14416", exact: true })).toHaveAttribute("href", "tel:14416");
  await expect(line.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
  await expect(line.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute("href", "tel:18008914416");
}

async function firstPostPath(page: Page) {
  const [post] = await publishedBlogs(page.request);
  return `/blogs/${post!._id}`;
}

for (const path of ["/contact-me", "/book-an-appointment", "/our-services", "/notfound", "/no/such/page"]) {
  test(`${path} shows the crisis line with tel: links`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectCrisisLine(page);
  });
}

test("every blog post shows the crisis line right above the comment form", async ({ page }) => {
  await gotoHydrated(page, await firstPostPath(page));
  await expectCrisisLine(page);
  const line = page.getByTestId("crisis-line");
  const form = page.getByRole("form", { name: "Leave a Comment" });
  const [lineBox, formBox] = [await line.boundingBox(), await form.boundingBox()];
  expect(formBox!.y - (lineBox!.y + lineBox!.height)).toBeLessThan(40);
});

test("the footer links the privacy notice, which states the retention period from the configuration", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByText(/deleted automatically 365 days after they were sent/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Grievances" })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy notice \|/);
  await expectNoAxeViolations(page);
});

const forms: { path: string | "post"; form: string; button: string }[] = [
  { path: "/contact-me", form: "Send a message", button: "Send Message" },
  { path: "/book-an-appointment", form: "Appointment request", button: "Book Appointment" },
  { path: "/our-services", form: "Appointment request", button: "Book Appointment" },
  { path: "post", form: "Leave a Comment", button: "Post Comment" },
];

for (const { path, form, button } of forms) {
  test(`the ${form} form on ${path === "post" ? "a blog post" : path} links the privacy notice next to its button`, async ({ page }) => {
    await gotoHydrated(page, path === "post" ? await firstPostPath(page) : path);
    const scope = page.getByRole("form", { name: form });
    const consent = scope.getByText("By sending this you agree to our privacy notice");
    await expect(consent).toBeVisible();
    const [buttonBox, consentBox] = [await scope.getByRole("button", { name: button }).boundingBox(), await consent.boundingBox()];
    expect(Math.abs(consentBox!.y - (buttonBox!.y + buttonBox!.height))).toBeLessThan(40);
    if (form === "Appointment request") await expect(scope).toContainText("WhatsApp sees that chat and your number");
    await consent.getByRole("link", { name: "privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
}

test("an urgent contact message gets the crisis line in its thank-you, and the back office sees it first and marked", async ({ page }, testInfo) => {
  const name = uniqueName(testInfo, "Urgent Writer");
  const email = `urgent.${testInfo.project.name}.${Date.now()}@visitor.example`;
  await gotoHydrated(page, "/contact-me");
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Phone" }).fill("9000012121");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Message" }).fill("I don't want to live any more");
  await form.getByRole("button", { name: "Send Message" }).click();
  const dialog = page.getByRole("dialog", { name: "Submitted!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("crisis-line")).toContainText(crisisSentence);
  await expectNoAxeViolations(page);

  const token = await adminToken(page.request);
  try {
    await page.goto("/robots.txt");
    await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
    await page.goto("/admin/contacts");
    await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
    const first = page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: "Urgent" }).first();
    await expect(first).toBeVisible();
    await expect(first).toContainText("Urgent");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Urgent: read these first" })).toBeVisible();
    await expect(page.getByRole("link", { name: /urgent contact messages?/ })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await page.request.post("/api/admin/privacy/erase", { headers: bearer(token), data: { email } });
  }
});

test("an urgent comment gets the crisis line in its thank-you and stays unpublished", async ({ page }, testInfo) => {
  const email = `urgent.comment.${testInfo.project.name}.${Date.now()}@visitor.example`;
  const path = await firstPostPath(page);
  await gotoHydrated(page, path);
  const form = page.getByRole("form", { name: "Leave a Comment" });
  await form.getByRole("textbox", { name: "Comment" }).fill("main marna chahta hoon");
  await form.getByRole("textbox", { name: "Name" }).fill(uniqueName(testInfo, "Reader"));
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Mobile" }).fill("9000034343");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your comment has been submitted.");
  await expect(form.getByRole("alert").getByTestId("crisis-line")).toContainText(crisisSentence);
  await expectNoAxeViolations(page);
  const token = await adminToken(page.request);
  const found = await page.request.post("/api/admin/privacy/export", { headers: bearer(token), data: { email } });
  const { data } = await found.json();
  expect(data.comments).toEqual([expect.objectContaining({ urgent: true, published: false })]);
  await page.request.post("/api/admin/privacy/erase", { headers: bearer(token), data: { email } });
});
