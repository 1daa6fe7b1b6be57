import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, expectToast, openSection, openSignedIn } from "./support.ts";

test("the privacy screen finds a person's records, offers their copy and erases them after confirming", async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const email = `privacy.${testInfo.project.name}.${Date.now()}@visitor.example`;
  for (const message of ["First note", "Second note"]) {
    const sent = await request.post("/api/user/contact/create", { data: { name: "Kiran Desai", email, mobile: "9000056565", message } });
    expect(sent.status()).toBe(201);
  }

  await openSignedIn(page, token, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, "Privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const form = page.getByRole("form", { name: "Find a person's records" });

  await form.getByRole("button", { name: "Find records" }).click();
  await expect(form.getByText("Enter an e-mail address or a mobile number")).toBeVisible();

  await form.getByRole("textbox", { name: "Email" }).fill(email.toUpperCase());
  await form.getByRole("button", { name: "Find records" }).click();
  await expect(page.getByRole("heading", { name: "Found 0 comments and 2 contact messages" })).toBeVisible();
  await expect(page.getByText("Second note")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download their copy (JSON)" }).click();
  expect((await download).suggestedFilename()).toBe("personal-data.json");
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Erase records" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Erase this person's records?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  const stillThere = await (await request.post("/api/admin/privacy/export", { headers: bearer(token), data: { email } })).json();
  expect(stillThere.data.contacts).toHaveLength(2);

  await form.getByRole("button", { name: "Erase records" }).click();
  await confirm.getByRole("button", { name: "Yes, erase them" }).click();
  await expectToast(page, "Erased 0 comments and 2 messages");
  const gone = await (await request.post("/api/admin/privacy/export", { headers: bearer(token), data: { email } })).json();
  expect(gone.data).toEqual({ comments: [], contacts: [] });
});

test("the dashboard says whether e-mail notifications are on", async ({ page, request }) => {
  await openSignedIn(page, await adminToken(request), "/admin/dashboard");
  const panel = page.getByRole("region", { name: "E-mail notifications" });
  await expect(panel).toContainText("Off. To get an e-mail for every new message and comment, set SMTP_URL, MAIL_FROM and NOTIFY_EMAIL");
});
