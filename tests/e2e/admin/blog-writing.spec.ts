import { type Page, expect } from "@playwright/test";
import type { WireBlog } from "#app/contract/shapes.ts";
import { test } from "../support/test.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, expectToast, openSignedIn, uniqueName } from "./support.ts";

// Issue 17 in the editor: autosave, text kept through a closed tab, conflicts between two tabs, history, schedule
// in India time and preview, in real Chromium against the built server.

async function storedBlog(page: Page, token: string, id: string): Promise<WireBlog> {
  return (await dataOf<{ blog: WireBlog }>(await page.request.post("/api/admin/blogs/get", { headers: bearer(token), data: { _id: id } }))).blog;
}

async function openEditor(page: Page) {
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const editor = page.getByRole("dialog", { name: "Edit blog" });
  await expect(editor).toBeVisible();
  return editor;
}

const sectionText = (scope: Page | ReturnType<Page["getByRole"]>) => scope.getByLabel("Section 1 text", { exact: true });

test("the editor saves by itself, says so, and keeps the text through a closed tab and a lost network", async ({ page, context, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Autosaved"));
  try {
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    let editor = await openEditor(page);
    await sectionText(editor).fill("Typed and saved by itself.");
    await expect(editor.getByRole("status").filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible({ timeout: 15_000 });
    expect((await storedBlog(page, token, blog._id)).content[0]!.description).toBe("Typed and saved by itself.");

    // Offline: kept, and saved once the network is back.
    await context.setOffline(true);
    await sectionText(editor).fill("Typed while offline.");
    await expect(editor.getByText("Offline: your changes are kept and will be saved")).toBeVisible({ timeout: 15_000 });
    await context.setOffline(false);
    await expect(editor.getByRole("status").filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible({ timeout: 20_000 });
    expect((await storedBlog(page, token, blog._id)).content[0]!.description).toBe("Typed while offline.");

    // Closed before the autosave: the text comes back when the post is opened again.
    await sectionText(editor).fill("Typed just before the tab closed.");
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await again.goto(`/admin/blogs/${blog._id}`);
    editor = await openEditor(again);
    await expect(sectionText(editor)).toHaveValue("Typed just before the tab closed.");
    await expect(editor.getByText(/Your unsaved changes from \d\d:\d\d were brought back from this device/)).toBeVisible();
    await expect(editor.getByRole("status").filter({ hasText: /^Saved \d\d:\d\d$/ })).toBeVisible({ timeout: 15_000 });
    expect((await storedBlog(again, token, blog._id)).content[0]!.description).toBe("Typed just before the tab closed.");
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test("a new post's text survives a closed tab, and leaving with unsaved text asks first", async ({ page, context, request }, testInfo) => {
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Never lost");
  await openSignedIn(page, token, "/admin/blogs");
  await page.getByRole("button", { name: "New blog" }).click();
  const editor = page.getByRole("dialog", { name: "New blog" });
  await editor.getByLabel("Title", { exact: true }).fill(title);
  await sectionText(editor).fill("A first paragraph.");
  await expect(editor.getByText("Kept on this device until you create the blog")).toBeVisible();

  const asked = new Promise<string>((resolve) =>
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  await page.close();

  const again = await context.newPage();
  await again.goto("/admin/blogs");
  await again.getByRole("button", { name: "New blog" }).click();
  const reopened = again.getByRole("dialog", { name: "New blog" });
  await expect(reopened.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(sectionText(reopened)).toHaveValue("A first paragraph.");
  await reopened.getByRole("button", { name: "Discard them" }).click();
  await expect(reopened.getByLabel("Title", { exact: true })).toHaveValue("");
});

test("two tabs editing one post meet the conflict screen and lose nothing", async ({ page, context, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Two tabs"));
  try {
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    const other = await context.newPage();
    await other.goto(`/admin/blogs/${blog._id}`);
    const laptop = await openEditor(page);
    const phone = await openEditor(other);

    await sectionText(laptop).fill("Written on the laptop.");
    await expect(laptop.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 15_000 });

    await sectionText(phone).fill("Written on the phone.");
    const conflict = phone.getByRole("region", { name: "This post was changed in another tab or device" });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await expect(conflict.locator("del", { hasText: "laptop" })).toBeVisible();
    await expect(conflict.locator("ins", { hasText: "phone" })).toBeVisible();
    // Nothing of the phone's text was stored over the laptop's.
    expect((await storedBlog(page, token, blog._id)).content[0]!.description).toBe("Written on the laptop.");

    await conflict.getByRole("button", { name: "Keep my version" }).click();
    await expect(conflict).toBeHidden();
    await expect(phone.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 15_000 });
    expect((await storedBlog(page, token, blog._id)).content[0]!.description).toBe("Written on the phone.");

    // The laptop's version is still in the history.
    const { revisions } = await dataOf<{ revisions: { _id: string }[] }>(
      await page.request.post("/api/admin/blogs/revisions", { headers: bearer(token), data: { _id: blog._id } }),
    );
    const texts = [];
    for (const revision of revisions) {
      const { revision: full } = await dataOf<{ revision: { content: { description: string }[] } }>(
        await page.request.post("/api/admin/blogs/revisions/get", { headers: bearer(token), data: { _id: revision._id } }),
      );
      texts.push(full.content[0]!.description);
    }
    expect(texts).toContain("Written on the laptop.");
    expect(texts).toContain("Written on the phone.");
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test("a switch pressed just before opening the editor raises the revision, and the save after it meets no conflict", async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Switch then edit"));
  try {
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    // The page reads the post again after a switch; held here until the editor is open, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reread = false;
    await page.route("**/api/admin/blogs/get", async (route) => {
      reread = true;
      await held;
      await route.continue();
    });
    const featured = page.getByRole("switch", { name: "Featured" });
    const switched = page.waitForResponse((response) => response.url().endsWith("/api/admin/blogs/featured"));
    await featured.click();
    expect((await switched).ok()).toBe(true);
    await expect.poll(() => reread).toBe(true);

    const editor = await openEditor(page);
    release();
    await expect(featured).toHaveAttribute("aria-checked", "true");
    await editor.getByLabel("Author", { exact: true }).fill("Dr. Aarav Mehta");
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Blog updated successfully");
    await expect(page.getByRole("region", { name: "This post was changed in another tab or device" })).toHaveCount(0);
    expect(await storedBlog(page, token, blog._id)).toMatchObject({ author: "Dr. Aarav Mehta", featured: true });
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test("a revision is restored from the History panel after a confirmation", async ({ page, request }, testInfo) => {
  const token = await adminToken(request);
  const first = uniqueName(testInfo, "First words");
  const blog = await createBlog(request, token, first);
  try {
    await dataOf(
      await request.put("/api/admin/blogs/update", {
        headers: bearer(token),
        data: { _id: blog._id, title: `${first} rewritten`, content: [{ title: "", description: "Different text." }] },
      }),
    );
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    const editor = await openEditor(page);
    await editor.getByRole("button", { name: "History" }).click();
    const history = editor.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await history.getByRole("button", { name: /^Created/ }).click();
    await expect(history.locator("ins").first()).toBeVisible();
    await history.getByRole("button", { name: "Restore this version" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
    await confirm.getByRole("button", { name: "Restore this version" }).click();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(first);
    expect((await storedBlog(page, token, blog._id)).title).toBe(first);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "America/New_York" });

  test("a post is scheduled in India time and previewed at its secret address", async ({ page, request }, testInfo) => {
    const token = await adminToken(request);
    const blog = await createBlog(request, token, uniqueName(testInfo, "Scheduled"));
    try {
      await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
      await page.getByRole("button", { name: "Schedule…" }).click();
      await page.getByLabel("Publish on (India time, IST)").fill("2099-12-01T10:00");
      await expect(page.getByText("Goes out Tue 1 Dec, 10:00 IST")).toBeVisible();
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByText("Scheduled for Tue 1 Dec, 10:00 IST").first()).toBeVisible();
      const stored = await storedBlog(page, token, blog._id);
      expect(stored).toMatchObject({ status: "scheduled", published: false, publishAt: "2099-12-01T04:30:00.000Z" });

      await page.getByRole("button", { name: "Preview" }).click();
      const link = page.getByRole("link", { name: /Open preview/ });
      const href = await link.getAttribute("href");
      expect(href).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
      const preview = await page.request.get(href!);
      expect(preview.headers()["x-robots-tag"]).toBe("noindex");
      expect(await preview.text()).toContain(blog.title);

      await page.getByRole("button", { name: "Cancel schedule" }).click();
      await expect(page.getByRole("button", { name: "Schedule…" })).toBeVisible();
      expect((await storedBlog(page, token, blog._id)).status).toBe("draft");
    } finally {
      await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
    }
  });
});
