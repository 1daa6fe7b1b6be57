import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import type { WireBlog } from "#app/contract/shapes.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, expectToast, openSignedIn, pngFile, uniqueName } from "./support.ts";

function cardOf(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function idOfCard(page: Page, title: string): Promise<string> {
  const href = await cardOf(page, title).getByRole("link", { name: title, exact: true }).getAttribute("href");
  const id = href?.split("/").pop();
  expect(id).toMatch(/^[0-9a-f]{24}$/);
  return id!;
}

async function publicBlogs(page: Page): Promise<WireBlog[]> {
  return dataOf<WireBlog[]>(await page.request.get("/api/user/blog"));
}

test("a blog is written with sections and a cover, featured, published, seen on the site, edited and deleted", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Sleep and mood");
  const cover = await pngFile(testInfo);
  let blogId = "";
  try {
    await openSignedIn(page, token, "/admin/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "New blog" }).click();
    const editor = page.getByRole("dialog", { name: "New blog" });
    await expect(editor).toBeVisible();
    await expect(editor.getByLabel("Title", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await editor.getByRole("button", { name: "Create blog" }).click();
    await expect(editor.getByText("Title is required")).toBeVisible();

    await editor.getByLabel("Title", { exact: true }).fill(`   ${title}   `);
    await editor.getByLabel("Category", { exact: true }).fill(" Sleep ");
    await editor.getByLabel("Author", { exact: true }).fill("Dr. Aarav Mehta");
    await editor.getByLabel("Meta title", { exact: true }).fill("Sleep and mood");
    await editor.getByLabel("Meta description", { exact: true }).fill("How sleep and mood feed each other.");
    await editor.getByLabel("Keywords", { exact: true }).fill("sleep, mood");

    // The sections editor: removing the only section leaves one empty section; sections move up and down.
    await editor.getByLabel("Section 1 heading").fill("Scratch");
    await editor.getByRole("button", { name: "Remove section 1" }).click();
    await expect(editor.getByLabel("Section 1 heading")).toHaveValue("");
    await expect(editor.getByLabel("Section 1 heading")).toBeFocused();
    await expect(editor.getByLabel("Section 2 heading")).toHaveCount(0);
    await editor.getByLabel("Section 1 heading").fill("Small steps");
    await editor.getByLabel("Section 1 text").fill("- Same wake-up time\n- Less screen time at night");
    await editor.getByRole("button", { name: "Add section" }).click();
    await expect(editor.getByLabel("Section 2 heading")).toBeFocused();
    await editor.getByLabel("Section 2 heading").fill("  Why sleep matters  ");
    await editor.getByLabel("Section 2 text").fill("Sleep and mood are **closely linked**.");
    await editor.getByRole("button", { name: "Move section 2 up" }).click();
    await expect(editor.getByRole("button", { name: "Move section 1 down" })).toBeFocused();
    await expect(editor.getByLabel("Section 1 heading")).toHaveValue("  Why sleep matters  ");
    await expect(editor.getByLabel("Section 2 heading")).toHaveValue("Small steps");

    // Only a real, non-empty image is accepted.
    const coverInput = editor.getByLabel("Cover image");
    await expect(coverInput).toHaveAttribute("accept", "image/*");
    await coverInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(editor.getByText("Please choose an image file (JPEG, PNG, WebP, AVIF or GIF).")).toBeVisible();
    await coverInput.setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await expect(editor.getByText("That file is empty. Please choose another image.")).toBeVisible();
    await coverInput.setInputFiles(cover);
    await expect(editor.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads: { url: string; body: string }[] = [];
    await page.route("**/api/admin/blog*/blogimage/*", async (route) => {
      uploads.push({ url: route.request().url(), body: route.request().postDataBuffer()?.toString("latin1") ?? "" });
      await held;
      await route.continue();
    });
    await editor.getByRole("button", { name: "Create blog" }).click();
    await expect(editor.getByRole("progressbar", { name: "Uploading image" })).toBeVisible();
    await expect(editor.getByRole("button", { name: /^Uploading… \d+%$/ })).toBeDisabled();
    release();
    await expectToast(page, "✅ Blog created with image");
    await expect(editor).toBeHidden();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toMatch(/\/api\/admin\/blogs\/blogimage\/[0-9a-f]{24}$/);
    expect(uploads[0]!.body).toContain('name="blogimage"');

    const card = cardOf(page, title);
    await expect(card).toBeVisible();
    blogId = await idOfCard(page, title);
    await expect(card.locator("img")).toHaveAttribute("src", /\/uploads\//);
    await expect(card).toContainText("How sleep and mood feed each other.");
    await expect(card).toContainText("By Dr. Aarav Mehta");
    await expect(card).toContainText("Draft");

    const saved = (await dataOf<{ blog: WireBlog }>(await request.post("/api/admin/blogs/get", { headers: bearer(token), data: { _id: blogId } }))).blog;
    expect(saved).toMatchObject({
      title,
      category: "Sleep",
      content: [
        { title: "Why sleep matters", description: "Sleep and mood are **closely linked**." },
        { title: "Small steps", description: "- Same wake-up time\n- Less screen time at night" },
      ],
      published: false,
      featured: false,
    });

    // Featured while still a draft, so the public journal never shows two featured posts.
    const featured = card.getByRole("switch", { name: /^Featured/ });
    await featured.click();
    await expectToast(page, "Featured status updated");
    await expect(featured).toHaveAttribute("aria-checked", "true");
    await expect(card).toContainText("★ Featured");
    await featured.click();
    await expect(featured).toHaveAttribute("aria-checked", "false");

    const published = card.getByRole("switch", { name: /^Published/ });
    const publishCall = page.waitForRequest((call) => call.url().endsWith("/api/admin/blogs/published"));
    await published.click();
    expect((await publishCall).method()).toBe("PUT");
    await expectToast(page, "Publish status updated");
    await expect(published).toHaveAttribute("aria-checked", "true");

    const live = (await publicBlogs(page)).find((blog) => blog._id === blogId);
    expect(live?.title).toBe(title);
    expect(live?.coverimage).toMatch(/^\/uploads\//);
    const visitor = await page.context().newPage();
    await visitor.goto("/blogs");
    await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await visitor.goto(`/blogs/${blogId}`);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator("strong", { hasText: "closely linked" })).toBeVisible();
    await visitor.close();

    await card.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit blog" });
    await expect(edit.getByLabel("Title", { exact: true })).toHaveValue(title);
    const newTitle = `${title} (revised)`;
    await edit.getByLabel("Title", { exact: true }).fill(newTitle);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "✅ Blog updated successfully");
    const revised = cardOf(page, newTitle);
    await expect(revised).toBeVisible();

    const remove = revised.getByRole("button", { name: `Delete ${newTitle}` });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Blog?" });
    await expect(confirm).toContainText("Are you sure?");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(confirm.getByRole("button", { name: "Yes, delete it" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(revised).toBeVisible();

    await remove.click();
    await confirm.getByRole("button", { name: "Yes, delete it" }).click();
    await expectToast(page, "🗑️ Blog deleted successfully");
    await expect(revised).toHaveCount(0);
    expect((await publicBlogs(page)).some((blog) => blog._id === blogId)).toBe(false);
  } finally {
    if (blogId) await deleteIfPresent(request, token, "/api/admin/blogs/delete", blogId);
  }
});

test("closing the editor with unsaved text asks first; a blog saved without a cover says so", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Notes on stress");
  let blogId = "";
  try {
    await openSignedIn(page, token, "/admin/blogs");
    const newBlog = page.getByRole("button", { name: "New blog" });
    await newBlog.click();
    const editor = page.getByRole("dialog", { name: "New blog" });
    await editor.getByLabel("Title", { exact: true }).fill(title);

    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard changes?" });
    await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await expect(discard).toBeHidden();
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(title);

    await editor.getByRole("button", { name: "Create blog" }).click();
    await expectToast(page, "✅ Blog created successfully (no image)");
    await expect(cardOf(page, title)).toBeVisible();
    blogId = await idOfCard(page, title);
    await expect(cardOf(page, title)).toContainText("No image");

    await newBlog.click();
    await editor.getByLabel("Title", { exact: true }).fill("Thrown away");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard changes" }).click();
    await expect(editor).toBeHidden();
    await expect(newBlog).toBeFocused();
  } finally {
    if (blogId) await deleteIfPresent(request, token, "/api/admin/blogs/delete", blogId);
  }
});

test("the detail page shows every field and the rendered sections, and publishes, edits and deletes", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Detail view"));
  try {
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${blog.title} \\| Admin`));
    await expect(page.getByRole("link", { name: "Back to blogs" })).toHaveAttribute("href", "/admin/blogs");
    const details = page.getByRole("complementary", { name: "Details" });
    await expect(details).toContainText("Testing");
    await expect(details).toContainText("Dr. Test");
    await expect(details).toContainText(`About ${blog.title}`);
    await expect(page.getByRole("heading", { level: 2, name: "Why sleep matters" })).toBeVisible();
    await expect(page.locator("strong", { hasText: "closely linked" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Less screen time at night" })).toBeVisible();
    await expectNoAxeViolations(page);

    const published = page.getByRole("switch", { name: "Published" });
    const publishCall = page.waitForRequest((call) => call.url().endsWith("/api/admin/blogs/published"));
    await published.click();
    expect((await publishCall).method()).toBe("POST");
    await expectToast(page, "Publish status updated");
    await expect(published).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("link", { name: /View on the site/ })).toHaveAttribute("href", `/blogs/${blog.slug}`);
    await published.click();
    await expect(published).toHaveAttribute("aria-checked", "false");

    const featured = page.getByRole("switch", { name: "Featured" });
    await featured.click();
    await expectToast(page, "Featured status updated");
    await expect(featured).toHaveAttribute("aria-checked", "true");
    await featured.click();
    await expect(featured).toHaveAttribute("aria-checked", "false");

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit blog" });
    await expectNoAxeViolations(page);
    await edit.getByLabel("Author", { exact: true }).fill("Dr. Aarav Mehta");
    await edit.getByLabel("Cover image").setInputFiles(await pngFile(testInfo, "detail-cover.png"));
    const upload = page.waitForRequest((call) => call.url().includes("/blogimage/"));
    await edit.getByRole("button", { name: "Save changes" }).click();
    expect((await upload).url()).toMatch(new RegExp(`/api/admin/blog/blogimage/${blog._id}$`));
    await expectToast(page, "Blog updated successfully");
    await expect(edit).toBeHidden();
    await expect(details).toContainText("Dr. Aarav Mehta");
    await expect(page.getByRole("img", { name: `Cover image of “${blog.title}”` })).toBeVisible();

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Delete Blog?" }).getByRole("button", { name: "Yes, delete it" }).click();
    await expectToast(page, "Blog deleted successfully");
    await expect(page).toHaveURL(/\/admin\/blogs$/);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test("an unknown blog says 'Blog not found' and goes back to the list", async ({ page, request }) => {
  await openSignedIn(page, await adminToken(request), "/admin/blogs/ffffffffffffffffffffffff");
  await expectToast(page, "Blog not found");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
});

test("/admin/blogs/new writes a post on its own page and opens it once created", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Fresh page post");
  let blogId = "";
  try {
    await openSignedIn(page, token, "/admin/dashboard");
    await page.getByRole("link", { name: "Write a new post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New blog" })).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Section 1 text").fill("A first paragraph.");
    await page.getByRole("button", { name: "Create blog" }).click();
    await expectToast(page, "Blog created successfully");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    blogId = page.url().split("/").pop() ?? "";
    expect(blogId).toMatch(/^[0-9a-f]{24}$/);
  } finally {
    if (blogId) await deleteIfPresent(request, token, "/api/admin/blogs/delete", blogId);
  }
});

test("taking another post's earlier address asks first, naming the post whose old links would break", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const earlier = await createBlog(request, token, uniqueName(testInfo, "Moved away"));
  const newcomer = await createBlog(request, token, uniqueName(testInfo, "Newcomer"));
  try {
    // The first post moves: its first address becomes an earlier one, whose old links lead to it.
    await dataOf(
      await request.put("/api/admin/blogs/update", {
        headers: bearer(token),
        data: {
          _id: earlier._id,
          title: earlier.title,
          content: earlier.content.map(({ title, description }) => ({ title, description })),
          slug: `${earlier.slug}-moved`,
        },
      }),
    );
    await openSignedIn(page, token, `/admin/blogs/${newcomer._id}`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit blog" });
    await edit.getByLabel("Address", { exact: true }).fill(earlier.slug);
    await edit.getByRole("button", { name: "Save changes" }).click();
    const ask = page.getByRole("alertdialog", { name: "Take over this address?" });
    await expect(ask).toContainText(`/blogs/${earlier.slug} was the address of “${earlier.title}” before`);
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(edit.getByLabel("Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(edit).toContainText(`was the address of the post "${earlier.title}" before`);

    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("alertdialog", { name: "Take over this address?" }).getByRole("button", { name: "Take over the address" }).click();
    await expectToast(page, "Blog updated successfully");
    await expect(page.getByRole("complementary", { name: "Details" })).toContainText(`/blogs/${earlier.slug}`);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", earlier._id);
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", newcomer._id);
  }
});
