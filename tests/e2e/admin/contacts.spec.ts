import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import type { WireContact } from "#app/contract/shapes.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, dataOf, deleteIfPresent, entryWith, expectToast, openSignedIn, uniqueName } from "./support.ts";

test("a message sent from Contact Me is listed in full and deleted after confirming", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const name = uniqueName(testInfo, "Asha");
  const message = `I would like to book a first consultation for my father. ${"He has not been sleeping well for some months and we are worried. ".repeat(4)}Thank you.`;

  await page.goto("/contact-me");
  const form = page.getByRole("form", { name: "Send a message" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Phone" }).fill("+91 90000 55555");
  await form.getByRole("textbox", { name: "Email" }).fill("asha@example.com");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("dialog", { name: "Submitted!" })).toBeVisible();

  await openSignedIn(page, token, "/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  const entry = entryWith(page, name);
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("link", { name: "+91 90000 55555" })).toHaveAttribute("href", "tel:+919000055555");
  await expect(entry.getByRole("link", { name: "asha@example.com" })).toHaveAttribute("href", "mailto:asha@example.com");
  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("columnheader")).toHaveText(["Name", "Mobile", "Email", "Message", "Date", "Action"]);
  }
  await expect(entry).not.toContainText("Thank you.");
  const more = entry.getByRole("button", { name: "Show more" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(entry).toContainText(message);
  await expect(entry.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);

  const remove = entry.getByRole("button", { name: `Delete message from ${name}` });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Message?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expectToast(page, "Contact deleted successfully");
  await expect(entryWith(page, name)).toHaveCount(0);
});

test("past 20 messages the list pages and a search box appears", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const marker = uniqueName(testInfo, "Paging");
  const ids: string[] = [];
  try {
    for (let index = 1; index <= 21; index += 1) {
      const created = await dataOf<{ _id: string }>(
        await request.post("/api/user/contact/create", {
          data: { name: `${marker} ${String(index).padStart(2, "0")}`, mobile: "+91 90000 66666", email: "paging@example.com", message: "Paging test" },
        }),
      );
      ids.push(created._id);
    }

    await openSignedIn(page, token, "/admin/contacts");
    const search = page.getByRole("searchbox", { name: "Search messages" });
    await search.fill(marker);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/search=/);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await expect(entryWith(page, `${marker} 21`)).toBeVisible();
    await expect(entryWith(page, `${marker} 01`)).toHaveCount(0);

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(pages).toContainText("Page 2 of 2");
    await expect(entryWith(page, `${marker} 01`)).toBeVisible();
    await expect(entryWith(page, `${marker} 21`)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(pages).toContainText("Page 1 of 2");
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveValue("");
  } finally {
    for (const id of ids) await deleteIfPresent(request, token, "/api/admin/contact/delete", id);
  }
  const left = await dataOf<{ contact: WireContact[] }>(await request.post("/api/admin/contact", { headers: bearer(token), data: { search: marker } }));
  expect(left.contact).toHaveLength(0);
});
