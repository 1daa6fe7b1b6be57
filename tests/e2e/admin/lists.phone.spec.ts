// Issue 40, "Lists for a phone", at 390 px: the blog list groups each post with its translations, the dashboard's
// counts open their filtered lists, the comment filters and the compact comment cards, and the second-factor card.
import { type Page, expect } from "@playwright/test";
import { demoBlogs } from "#server/db/demo/blogs.ts";
import { demoTranslations } from "#server/db/demo/translations.ts";
import { languageNames } from "#app/components/admin/blog/translation-states.tsx";
import { test } from "../support/test.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { adminToken, bearer, createBlog, dataOf, deleteIfPresent, entryWith, openSignedIn, uniqueName } from "./support.ts";

function cardOf(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("the blog list is one card per post with its languages as chips; the dashboard's outdated count opens the outdated translations", async ({
  page,
  request,
}) => {
  await openSignedIn(page, await adminToken(request), "/admin/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  await expect(page.getByText(/^\d+ posts, each with its translations\.$/)).toBeVisible();

  // The demo's 17 posts are 8 originals and 9 translations: 8 cards, each naming its group's languages and states.
  expect(demoBlogs).toHaveLength(8);
  expect(demoTranslations).toHaveLength(9);
  for (const [index, original] of demoBlogs.entries()) {
    const card = cardOf(page, original.title);
    await expect(card).toHaveCount(1);
    const chips = card.getByRole("list", { name: "Languages of this post" }).getByRole("listitem");
    const translated = demoTranslations.filter((translation) => translation.original === index);
    await expect(chips).toHaveCount(1 + translated.length);
    await expect(chips.first()).toHaveText(`English: ${original.published ? "published" : "draft"}`);
    for (const translation of translated) {
      await expect(card.getByRole("link", { name: new RegExp(`^${languageNames[translation.lang]}: `) })).toBeVisible();
      await expect(cardOf(page, translation.title)).toHaveCount(0);
    }
  }
  // The sleep post's Telugu translation lacks its original's newest sentence.
  await expect(cardOf(page, demoBlogs[1]!.title).getByRole("link", { name: "Telugu: published, outdated" })).toBeVisible();
  // The cover is a thumbnail beside the title: a post in four languages takes about 500 px (640 with a full-width cover).
  const box = await cardOf(page, demoBlogs[0]!.title).boundingBox();
  expect(box?.height).toBeLessThan(560);
  await expectNoAxeViolations(page);

  await page.goto("/admin/dashboard");
  const outdated = page.getByRole("link", { name: /^\d+ outdated translations?$/ });
  await expect(outdated).toHaveAttribute("href", "/admin/blogs?filter=outdated");
  await outdated.click();
  await expect(page).toHaveURL(/\/admin\/blogs\?filter=outdated$/);
  await expect(page.getByRole("link", { name: "Outdated translations" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/^\d+ outdated translations?$/)).toBeVisible();
  const telugu = demoTranslations.find((translation) => translation.original === 1 && translation.lang === "te")!;
  const card = cardOf(page, telugu.title);
  await expect(card).toBeVisible();
  // The card is the translation itself, named among its group but not linked; its original is a chip to open.
  await expect(card.getByText("Telugu: published, outdated", { exact: true })).toHaveAttribute("aria-current", "true");
  await expect(card.getByRole("link", { name: "English: published" })).toBeVisible();
  for (const current of await page.locator("[aria-label='Languages of this post'] [aria-current]").allTextContents()) {
    expect(current).toMatch(/, outdated$/);
  }
});

test("the dashboard's comment counts and the list's filters open the comments they name, on compact cards with details on demand", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await adminToken(request);
  const blog = await createBlog(request, token, uniqueName(testInfo, "Filtered comments"), true);
  const reader = { email: "lists.reader@example.com", mobile: "+91 98765 40404" };
  const names = {
    held: uniqueName(testInfo, "Held reader"),
    heldUrgent: uniqueName(testInfo, "Held urgent reader"),
    waiting: uniqueName(testInfo, "Waiting reader"),
    answered: uniqueName(testInfo, "Answered reader"),
  };
  const ids: Record<keyof typeof names, string> = { held: "", heldUrgent: "", waiting: "", answered: "" };
  const messages: Record<keyof typeof names, string> = {
    held: "Does the clinic open on Sundays?",
    heldUrgent: "I don't want to live any more",
    waiting: "Can I bring my mother along?",
    answered: "Is the first visit longer?",
  };
  try {
    for (const key of Object.keys(names) as (keyof typeof names)[]) {
      ids[key] = (
        await dataOf<{ _id: string }>(
          await request.post("/api/user/comment/create", { data: { blogid: blog._id, name: names[key], message: messages[key], ...reader } }),
        )
      )._id;
    }
    await dataOf(await request.post("/api/admin/comment/published", { headers: bearer(token), data: { commentid: ids.waiting, published: true } }));
    await dataOf(await request.post("/api/admin/comment/reply", { headers: bearer(token), data: { commentid: ids.answered, text: "Yes, about an hour." } }));

    await openSignedIn(page, token, "/admin/dashboard");
    const awaitingApproval = page.getByRole("link", { name: /^\d+ awaiting approval$/ });
    await expect(awaitingApproval).toHaveAttribute("href", "/admin/comments?filter=pending");
    await expect(page.getByRole("link", { name: /^\d+ published comments? awaiting your reply$/ })).toHaveAttribute("href", "/admin/comments?filter=awaiting");
    await expect(page.getByRole("link", { name: /^\d+ urgent comments? awaiting approval$/ })).toHaveAttribute("href", "/admin/comments?filter=pending,urgent");

    await awaitingApproval.click();
    await expect(page).toHaveURL(/\/admin\/comments\?filter=pending$/);
    await expect(page.getByText(/^\d+ comments? awaiting approval\. New comments stay pending/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Awaiting approval" })).toHaveAttribute("aria-current", "page");
    await expect(entryWith(page, names.held)).toBeVisible();
    await expect(entryWith(page, names.heldUrgent)).toBeVisible();
    await expect(entryWith(page, names.waiting)).toHaveCount(0);
    await expect(entryWith(page, names.answered)).toHaveCount(0);

    // The card: the words first; e-mail, mobile, post and date behind a disclosure.
    const held = entryWith(page, names.held);
    await expect(held.getByText(messages.held)).toBeVisible();
    await expect(held.getByRole("link", { name: reader.email })).toBeHidden();
    const box = await held.boundingBox();
    expect(box?.height).toBeLessThan(360);
    await held.getByText("E-mail, mobile, post, date").click();
    await expect(held.getByRole("link", { name: reader.email })).toBeVisible();
    await expect(held.getByRole("link", { name: reader.mobile })).toHaveAttribute("href", "tel:+919876540404");
    await expect(held.getByRole("link", { name: blog.title })).toBeVisible();
    await expect(held.getByRole("button", { name: `Delete comment from ${names.held}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /^\d+ urgent comments? awaiting approval$/ }).click();
    await expect(page).toHaveURL(/\/admin\/comments\?filter=pending,urgent$/);
    await expect(page.getByText(/^\d+ urgent comments? awaiting approval\./)).toBeVisible();
    await expect(page.getByRole("link", { name: "Awaiting approval" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "Urgent", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(entryWith(page, names.heldUrgent)).toBeVisible();
    await expect(entryWith(page, names.held)).toHaveCount(0);

    await page.getByRole("link", { name: "Urgent", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/comments\?filter=urgent$/);
    await expect(page.getByText(/^\d+ urgent comments?\./)).toBeVisible();
    await expect(entryWith(page, names.heldUrgent)).toBeVisible();
    await expect(entryWith(page, names.held)).toHaveCount(0);

    await page.getByRole("link", { name: "Awaiting reply" }).click();
    await expect(page).toHaveURL(/\/admin\/comments\?filter=awaiting$/);
    await expect(entryWith(page, names.waiting)).toBeVisible();
    for (const other of [names.held, names.heldUrgent, names.answered]) await expect(entryWith(page, other)).toHaveCount(0);

    // A filtered address opened afresh (a shared link, a reload) shows the same list.
    await page.reload();
    await expect(page.getByRole("link", { name: "Awaiting reply" })).toHaveAttribute("aria-current", "page");
    await expect(entryWith(page, names.waiting)).toBeVisible();
    await page.getByRole("link", { name: "All comments" }).click();
    await expect(page).toHaveURL(/\/admin\/comments$/);
    for (const name of Object.values(names)) await expect(entryWith(page, name)).toBeVisible();
  } finally {
    await deleteIfPresent(request, token, "/api/admin/blogs/delete", blog._id);
  }
});

test("the dashboard asks for a second factor until dismissed here, and calls the public counter page loads", async ({ page, request }) => {
  await openSignedIn(page, await adminToken(request), "/admin/dashboard");
  const ask = page.getByRole("region", { name: "Protect the back office with a second factor" });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("link", { name: "Set up a second factor" })).toHaveAttribute("href", "/admin/security");
  await expect(page.getByText(/^What the site shows as “Total Visitors”: one for every page opened/)).toBeVisible();
  await expect(page.getByText("Total Visitors", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await ask.getByRole("button", { name: "Dismiss" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^\d+ awaiting approval$/ })).toBeVisible();
  await expect(ask).toHaveCount(0);

  // The dismissal is this browser's: forgotten, the card asks again.
  await page.evaluate(() => localStorage.removeItem("practice-admin:second-factor-card-dismissed"));
  await page.reload();
  await expect(ask).toBeVisible();
});
