import { type Page, expect } from "@playwright/test";
import type { WireBlog } from "#app/contract/shapes.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { test } from "../support/test.ts";
import { adminToken, bearer, createBlog, dataOf, openSignedIn, uniqueName } from "./support.ts";

// Issue 29 in the back office and on the site: translate a post beside its original, see the mark when the original
// changes, publish the translation and read it right to left, in real Chromium against the built server.

const urduTitle = "گھبراہٹ کے وقت سانس کی ایک آسان مشق";
const urduText = "جب دل کی دھڑکن تیز ہو تو چار گنتی تک سانس لیں، چار تک روکیں اور چھ تک چھوڑیں۔";

async function storedBlog(page: Page, token: string, id: string): Promise<WireBlog> {
  return (await dataOf<{ blog: WireBlog }>(await page.request.post("/api/admin/blogs/get", { headers: bearer(token), data: { _id: id } }))).blog;
}

test("translate from the editor, see the original's change, publish and read it at /ur/blogs/… right to left", async ({ page, request }, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const original = await createBlog(request, token, uniqueName(testInfo, "Breathing when anxious"), true);
  let translationId: string | null = null;
  try {
    await openSignedIn(page, token, `/admin/blogs/${original._id}`);
    await page.getByRole("button", { name: "Translate into Urdu" }).click();

    // The new draft opens in its editor with the original beside the fields, its text as the starting point.
    const editor = page.getByRole("dialog", { name: "Edit blog" });
    await expect(editor).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f]{24}$/);
    translationId = /\/admin\/blogs\/([0-9a-f]{24})$/.exec(page.url())![1]!;
    expect(translationId).not.toBe(original._id);
    await expect(editor.getByText("English original: title")).toBeVisible();
    await expect(editor.getByText(original.title, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(editor.getByLabel("Title", { exact: true })).toHaveValue(original.title);

    await editor.getByLabel("Title", { exact: true }).fill(urduTitle);
    await editor.getByLabel("Section 1 text", { exact: true }).fill(urduText);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor).toBeHidden();
    const saved = await storedBlog(page, token, translationId);
    expect(saved).toMatchObject({ lang: "ur", translationOf: original._id, title: urduTitle, slug: original.slug, outdated: false });

    // The doctor changes the original: the translation says so, with the original's change.
    const changed = [{ title: "Breathe slowly", description: "Breathe in for four, hold for four, breathe out for six, and repeat five times." }];
    await dataOf(
      await request.put("/api/admin/blogs/update", {
        headers: bearer(token),
        data: { ...original, _id: original._id, content: changed, revision: undefined },
      }),
    );
    await page.reload();
    const mark = page.getByRole("status").filter({ hasText: "Outdated: the original has changed since this translation was made" });
    await expect(mark).toBeVisible();
    await expect(mark.locator("ins").filter({ hasText: "Breathe" }).first()).toBeVisible();
    // The editor shows the same change beside the fields.
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const again = page.getByRole("dialog", { name: "Edit blog" });
    await expect(again.getByRole("heading", { name: "The English original has 2 changes since this translation was made" })).toBeVisible();
    await expect(again.locator("ins").filter({ hasText: "Breathe" }).first()).toBeVisible();
    // The footer's Close (the header's close button has the same name).
    await again.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(again).toBeHidden();
    await page.goto("/admin/blogs?lang=ur");
    await expect(page.getByRole("link", { name: "Urdu: draft, outdated" }).or(page.getByText("Urdu: draft, outdated")).first()).toBeVisible();

    await page.goto(`/admin/blogs/${translationId}`);
    await page.getByRole("button", { name: "Mark as up to date" }).click();
    await page.getByRole("alertdialog", { name: "Mark as up to date?" }).getByRole("button", { name: "Dismiss 2 changes" }).click();
    await expect(mark).toBeHidden();
    await page.getByRole("switch", { name: "Published" }).click();
    await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();

    // Read on the site: Urdu, right to left, linked to the English original and back.
    await page.goto(`/ur/blogs/${original.slug}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(urduTitle);
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await expect(page.getByText(urduText)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole("link", { name: "English" }).first()).toHaveAttribute("href", `/blogs/${original.slug}`);
    await page.goto(`/blogs/${original.slug}`);
    await expect(page.getByRole("main").getByRole("link", { name: "اردو" })).toHaveAttribute("href", `/ur/blogs/${original.slug}`);
  } finally {
    await request.delete("/api/admin/blogs/delete", { headers: bearer(token), data: { _id: original._id, translations: "delete" } });
  }
});
