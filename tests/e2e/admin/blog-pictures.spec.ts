import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, openSignedIn, pngFile, uniqueName } from "./support.ts";

test("a picture with its description is inserted at the cursor of a section, saved, and shown on the post's page", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const title = uniqueName(testInfo, "Pictures inside a post");
  // A draft, seen through its preview address (the public page exactly): a published post would show up in the
  // journal's lists that other specs check meanwhile.
  const blog = await createBlog(request, token, title);
  const picture = await pngFile(testInfo, "lake.png");
  try {
    await openSignedIn(page, token, `/admin/blogs/${blog._id}`);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Edit blog" });
    const text = editor.getByLabel("Section 1 text");
    await text.fill("First paragraph.\n\nLast paragraph.");
    // The cursor after "First paragraph.": the picture goes there.
    await text.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(16, 16));

    const section = editor.getByRole("listitem").filter({ has: page.getByLabel("Section 1 text") });
    await section.getByRole("button", { name: "Insert picture" }).click();
    const panel = section.getByRole("group", { name: "Insert a picture into Section 1" });
    await expectNoAxeViolations(page);
    await panel.getByLabel("Picture").setInputFiles(picture);
    await panel.getByRole("button", { name: "Upload and insert" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Please describe the picture for readers who cannot see it.");
    await panel.getByLabel("Description (alt text)").fill("A calm lake at dawn");
    await panel.getByRole("button", { name: "Upload and insert" }).click();

    await expect(panel).toHaveCount(0);
    await expect(text).toHaveValue(/^First paragraph\.\n\n!\[A calm lake at dawn\]\(\/uploads\/[0-9a-f]{24}\/\d+\.jpg\)\n\nLast paragraph\.$/);
    await expect(text).toBeFocused();
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor).toHaveCount(0);

    const { url } = await dataOf<{ url: string }>(await request.post("/api/admin/blogs/preview", { headers: bearer(token), data: { _id: blog._id } }));
    await page.goto(url);
    const shown = page.getByRole("article").getByRole("img", { name: "A calm lake at dawn" });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("loading", "lazy");
    await expect(shown).toHaveAttribute("width", /^\d+$/);
    await expect(shown).toHaveAttribute("height", /^\d+$/);
    await expect(page.getByRole("article").locator("picture source[type='image/avif']")).toHaveCount(1);
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});
