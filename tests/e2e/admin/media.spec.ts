import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import type { WireMedia } from "#app/contract/shapes.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { dataOf, deleteIfPresent, expectToast, pngFile, uniqueName } from "./support.ts";

// The item this spec adds shows first in the public gallery while it exists: on the shared server, the gallery's
// specs (journal/media.spec.ts, the /media accessibility check) running beside it would find a tile more or less
// than the API told them a moment before.
const own = serverOfItsOwn();

function cardOf(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function publicMedia(): Promise<WireMedia[]> {
  return dataOf<WireMedia[]>(await own.api.get("/api/user/media"));
}

test("media is added with an image, edited and deleted, and the public gallery follows", async ({ page }, testInfo) => {
  test.slow();
  const { token } = own;
  const title = uniqueName(testInfo, "Clinic garden");
  let mediaId = "";
  try {
    await page.goto(`${own.server.url}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem("adminToken", value), token);
    await page.goto(`${own.server.url}/admin/media`);
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add media" }).first().click();
    const form = page.getByRole("dialog", { name: "Add media" });
    await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Add media" }).click();
    await expectToast(form, "Please enter title and select image!");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByRole("button", { name: "Add media" }).click();
    await expectToast(form, "Please enter title and select image!");

    await form.getByLabel("Description").fill("The quiet garden behind the clinic.");
    await form.getByLabel("Image", { exact: true }).setInputFiles(await pngFile(testInfo, "garden.png"));
    await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads: string[] = [];
    await page.route("**/api/admin/media/upload/*", async (route) => {
      uploads.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Add media" }).click();
    await expect(form.getByRole("progressbar", { name: "Uploading image" })).toBeVisible();
    await expect(form.getByRole("button", { name: /^Uploading… \d+%$/ })).toBeDisabled();
    release();
    await expectToast(page, "Media uploaded successfully!");
    await expect(form).toBeHidden();
    expect(uploads[0]).toContain('name="image"');

    const card = cardOf(page, title);
    await expect(card).toBeVisible();
    await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", /\/uploads\//);
    const added = (await publicMedia()).find((media) => media.title === title);
    expect(added?.description).toBe("The quiet garden behind the clinic.");
    expect(added?.image).toMatch(/^\/uploads\//);
    mediaId = added!._id;

    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit media" });
    await edit.getByLabel("Title", { exact: true }).fill("   ");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(edit, "Title cannot be empty!");
    const renamed = `${title} in spring`;
    await edit.getByLabel("Title", { exact: true }).fill(renamed);
    await edit.getByLabel("Description").fill("");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Media updated successfully!");
    await expect(cardOf(page, renamed)).toBeVisible();
    const edited = (await publicMedia()).find((media) => media._id === mediaId);
    expect(edited).toMatchObject({ title: renamed, description: "" });

    await cardOf(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Media?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expectToast(page, "Media deleted");
    await expect(cardOf(page, renamed)).toHaveCount(0);
    expect((await publicMedia()).some((media) => media._id === mediaId)).toBe(false);
  } finally {
    if (mediaId) await deleteIfPresent(own.api, token, "/api/admin/media/delete", mediaId);
  }
});
