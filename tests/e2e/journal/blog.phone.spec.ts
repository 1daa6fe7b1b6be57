import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { defaultPractice as practice } from "#app/content/practice.ts";
import { journal, postFor } from "./journal-data.ts";

test.describe("A post (/blogs/{id})", () => {
  test("shows the header, cover and sections, rendered on the server", async ({ browser, request }, testInfo) => {
    const { latest } = await journal(request);
    const blog = postFor(latest, testInfo.project.name, 2);
    // Without JavaScript the reader still gets the whole article.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/blogs/${blog._id}`);
    expect(response?.status()).toBe(200);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(blog.title);
    await expect(main.getByText(`By ${blog.author}`)).toBeVisible();
    const date = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "short", day: "numeric", timeZone: "Asia/Kolkata" }).format(
      new Date(blog.createdAt),
    );
    await expect(main.locator("time").first()).toHaveText(date);
    // The read count is per visitor and comes from the API after load, never in the page everyone gets.
    await expect(main.getByText(/^… reads$/)).toBeVisible();
    await expect(main.getByText(blog.category, { exact: true })).toBeVisible();
    await expect(main.locator("article img").first()).toHaveAttribute("fetchpriority", "high");
    for (const section of blog.content.filter((entry) => entry.title)) {
      await expect(main.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
    }
    // Markdown arrives as HTML, never as its syntax.
    await expect(main.locator("article")).not.toContainText("**");
    await expect(main.getByRole("heading", { name: "Leave a Comment" })).toBeVisible();
    await expect(main.getByRole("heading", { name: /^Comments/ })).toBeVisible();
    await context.close();
  });

  test("sets the tab title, description, keywords, author, Open Graph and BlogPosting data", async ({ page, request }, testInfo) => {
    const { latest } = await journal(request);
    const blog = postFor(latest, testInfo.project.name, 2);
    await page.goto(`/blogs/${blog._id}`);

    await expect(page).toHaveTitle(`${blog.title} | ${practice.siteName}`);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", blog.metadescription);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", blog.keywords);
    await expect(head.locator('meta[name="author"]')).toHaveAttribute("content", blog.author);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^http://localhost:\\d+${blog.coverimage}$`));
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blogs/${blog.slug}$`));
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: blog.title,
      alternativeHeadline: blog.metatitle,
      author: { "@type": "Person", name: blog.author },
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
    });
  });

  test("answers 404 'Blog not found' for a draft, an unknown id and a malformed id", async ({ page, request }) => {
    const { unpublished } = await journal(request);
    for (const id of [unpublished._id, "0123456789abcdef01234567", "not-an-id"]) {
      const response = await page.goto(`/blogs/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Blog not found" })).toBeVisible();
      await expect(page).toHaveTitle(`Blog not found | ${practice.siteName}`);
      await expect(page.getByText(unpublished.title)).toHaveCount(0);
    }
    await page
      .getByRole("main")
      .getByRole("link", { name: /The Wellness Journal/ })
      .click();
    await expect(page).toHaveURL("/blogs");
  });
});
