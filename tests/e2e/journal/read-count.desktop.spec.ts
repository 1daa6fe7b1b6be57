import { type Response, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { journal, postFor, readersOf } from "./journal-data.ts";

// One post per project (see postFor), and no other spec opens it, so the counts here are exact.
test("a read counts once per browser session, and again in a new session", async ({ browser, request }, testInfo) => {
  const { latest } = await journal(request);
  const blog = postFor(latest, testInfo.project.name);
  const before = await readersOf(request, blog._id);
  const readsText = (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "read" : "reads"}`;

  const first = await browser.newContext();
  const page = await first.newPage();
  // The count call answers the number; the post itself is never fetched again.
  const countCall = (method: string) => (response: Response) =>
    response.url().endsWith(`/api/user/blog/readers/${blog._id}`) && response.request().method() === method;
  const postFetches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/api/user/blog/${blog._id}`)) postFetches.push(request.url());
  });
  const counted = page.waitForResponse(countCall("POST"));
  await page.goto(`/blogs/${blog._id}`);
  expect((await counted).status()).toBe(200);
  await expect(page.getByRole("main").getByText(readsText(before + 1))).toBeVisible();
  expect(await page.evaluate((id) => sessionStorage.getItem(`viewed_${id}`), blog._id)).not.toBeNull();
  expect(await readersOf(request, blog._id)).toBe(before + 1);

  const notCounted = page.waitForResponse(countCall("GET"));
  await page.reload();
  expect((await notCounted).status()).toBe(200);
  await expect(page.getByRole("main").getByText(readsText(before + 1))).toBeVisible();
  expect(await readersOf(request, blog._id)).toBe(before + 1);

  // Leaving and coming back within the same session still does not count.
  await page.goto("/blogs");
  const back = page.waitForResponse(countCall("GET"));
  await page.getByRole("link", { name: blog.title }).click();
  await back;
  expect(await readersOf(request, blog._id)).toBe(before + 1);
  expect(postFetches).toEqual([]);
  await first.close();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto(`/blogs/${blog._id}`);
  await expect(secondPage.getByRole("main").getByText(readsText(before + 2))).toBeVisible();
  expect(await readersOf(request, blog._id)).toBe(before + 2);
  await second.close();
});
