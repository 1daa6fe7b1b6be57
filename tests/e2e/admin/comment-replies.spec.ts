// Issue 30: the doctor answers a comment from the Comments screen with a template, and a reader sees the answer under
// the comment on the post, with JavaScript and without it; each on a phone (390 px) and a wide screen (1280 px).
import { expect } from "@playwright/test";
import type { WireAdminComment, WirePublicComment } from "#app/contract/shapes.ts";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, entryWith, expectToast, openSignedIn, uniqueName } from "./support.ts";

const reader = { email: "reader@example.com", mobile: "+91 98765 43210" };

test("the doctor approves and replies to a held comment with a template; an urgent one offers the crisis line first", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Replied post"), true);
  const name = uniqueName(testInfo, "Asking reader");
  const urgentName = uniqueName(testInfo, "Urgent reader");
  try {
    for (const [who, message] of [
      [name, "Is it normal to feel sleepy after starting medication?"],
      [urgentName, "I don't want to live any more"],
    ]) {
      const created = await request.post("/api/user/comment/create", { data: { blogid: blog._id, name: who, message, ...reader } });
      expect(created.status()).toBe(201);
    }

    await openSignedIn(page, token, "/admin/comments");
    const urgentEntry = entryWith(page, urgentName);
    await urgentEntry.getByRole("button", { name: `Approve and reply to ${urgentName}` }).click();
    const urgentBox = page.getByRole("dialog", { name: `Approve and reply to ${urgentName}` });
    await expect(urgentBox.getByRole("note")).toContainText("may need a call rather than a reply");
    await expect(urgentBox.getByRole("note").getByRole("link", { name: reader.mobile })).toHaveAttribute("href", "tel:+919876543210");
    const templates = urgentBox.getByRole("group", { name: "Insert a template" }).getByRole("button");
    await expect(templates.first()).toHaveText("Crisis line: Tele-MANAS 14416 and 112");
    await expect(urgentBox.getByText("Public replies give general information only; personal advice needs a consultation.")).toBeVisible();
    await expectNoAxeViolations(page);
    await urgentBox.getByRole("button", { name: "Cancel" }).click();
    await expect(urgentBox).toHaveCount(0);

    const entry = entryWith(page, name);
    await entry.getByRole("button", { name: `Approve and reply to ${name}` }).click();
    const box = page.getByRole("dialog", { name: `Approve and reply to ${name}` });
    await expect(box).toContainText("your reply publishes it");
    await expect(box.getByRole("group", { name: "Insert a template" }).getByRole("button").first()).toHaveText("Thank you, and book a consultation");
    await box.getByRole("button", { name: "See a doctor before changing medication" }).click();
    const reply = box.getByLabel("Your reply");
    await expect(reply).toHaveValue(/^Thank you for asking\. Please do not stop, start or change the dose/);
    await expect(reply).toBeFocused();
    await box.getByRole("button", { name: "Approve and reply" }).click();
    await expectToast(page, "Comment published with your reply");
    await expect(box).toHaveCount(0);
    await expect(entry).toContainText("Published");
    await expect(entry).toContainText("Replied");
    await expect(entry.getByRole("button", { name: `Edit reply to ${name}` })).toBeVisible();

    const shown = (await dataOf<WirePublicComment[]>(await request.get(`/api/user/comment/getall?blogid=${blog._id}`))).find(
      (comment) => comment.name === name,
    );
    expect(shown?.reply?.text).toMatch(/^Thank you for asking\./);

    await page.goto("/admin/comments?filter=replied");
    await expect(entryWith(page, name)).toBeVisible();
    await expect(entryWith(page, urgentName)).toHaveCount(0);
    await page.getByRole("link", { name: "Awaiting reply" }).click();
    await expect(page.getByRole("link", { name: "Awaiting reply" })).toHaveAttribute("aria-current", "page");
    await expect(entryWith(page, name)).toHaveCount(0);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test.describe("a reader sees the doctor's reply under the comment", () => {
  test("with JavaScript and without it", async ({ page, browser, request }, testInfo) => {
    const token = await adminToken(request);
    const blog = await createBlog(request, token, uniqueName(testInfo, "Post with a reply"), true);
    const name = uniqueName(testInfo, "Reader");
    try {
      const created = await dataOf<{ _id: string }>(
        await request.post("/api/user/comment/create", { data: { blogid: blog._id, name, message: "Does this get better with time?", ...reader } }),
      );
      const { comment } = await dataOf<{ comment: WireAdminComment }>(
        await request.post("/api/admin/comment/reply", {
          headers: bearer(token),
          data: { commentid: created._id, text: "For most people, yes.\n\nIf it does not, please book at /book-an-appointment." },
        }),
      );
      expect(comment.published).toBe(true);

      const check = async (target: typeof page) => {
        await target.goto(`/blogs/${blog.slug}`);
        const item = target.locator(`#comment-${created._id}`);
        await expect(item).toContainText("Does this get better with time?");
        await expect(item).toContainText("Doctor's reply");
        await expect(item).toContainText("Dr. Aarav Mehta");
        await expect(item.getByText("For most people, yes.")).toHaveAttribute("dir", "auto");
        await expect(item.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/book-an-appointment");
        await expect(item.locator("img")).toHaveCount(1);
        await expect(item).not.toContainText(reader.email);
      };
      await check(page);
      await expectNoAxeViolations(page);
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
      await check(await withoutScripts.newPage());
      await withoutScripts.close();
    } finally {
      await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
    }
  });
});
