import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import type { WirePublicComment } from "#app/contract/shapes.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, createBlog, dataOf, deleteIfPresent, entryWith, expectToast, openSignedIn, uniqueName } from "./support.ts";

test("a reader's comment waits as Pending, is published onto its post, unpublished and deleted", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Comment host"), true);
  const name = uniqueName(testInfo, "Reader");
  const message = `Thank you, this helped (${name}).`;
  const publicComments = async () => dataOf<WirePublicComment[]>(await request.get(`/api/user/comment/getall?blogid=${blog._id}`));
  try {
    const created = await request.post("/api/user/comment/create", {
      data: { blogid: blog._id, name, email: "reader@example.com", mobile: "+91 98765 43210", message },
    });
    expect(created.status()).toBe(201);

    await openSignedIn(page, token, "/admin/comments");
    await expect(page.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
    const entry = entryWith(page, name);
    await expect(entry).toBeVisible();
    await expect(entry.getByText(message)).toBeVisible();
    await expect(entry).toContainText("Pending");
    await expect(entry).toHaveClass(/bg-amber-50/);
    // Phones and laptops get cards, whose e-mail, mobile, post, date and Delete wait behind a disclosure.
    await entry.getByText("E-mail, mobile, post, date").click();
    for (const detail of ["reader@example.com", "+91 98765 43210", blog.title]) await expect(entry.getByText(detail)).toBeVisible();
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "desktop") {
      // From 1536 px the ten columns have room as a table.
      await page.setViewportSize({ width: 1600, height: 900 });
      const headers = page.getByRole("columnheader");
      await expect(headers).toHaveText(["User", "Email", "Mobile", "Blog Title", "Comment", "Reply", "Date", "Status", "Publish", "Action"]);
      await expect(entryWith(page, name)).toContainText("reader@example.com");
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    const publish = entry.getByRole("switch", { name: `Published – comment from ${name}` });
    await expect(publish).toHaveAttribute("aria-checked", "false");
    await publish.click();
    await expectToast(page, "Comment published successfully");
    await expect(entry).toContainText("Published");
    await expect(publish).toHaveAttribute("aria-checked", "true");
    expect((await publicComments()).map((comment) => comment.message)).toContain(message);

    const visitor = await page.context().newPage();
    await visitor.goto(`/blogs/${blog._id}`);
    await expect(visitor.getByText(message)).toBeVisible();
    await visitor.close();

    await publish.click();
    await expectToast(page, "Comment unpublished successfully");
    await expect(entry).toContainText("Pending");
    expect((await publicComments()).map((comment) => comment.message)).not.toContain(message);

    await entry.getByRole("button", { name: `Delete comment from ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Comment?" });
    await expect(confirm).toContainText("Are you sure?");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expectToast(page, "Comment deleted successfully");
    await expect(entryWith(page, name)).toHaveCount(0);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});
