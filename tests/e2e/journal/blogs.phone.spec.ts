import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { defaultPractice as practice } from "#app/content/practice.ts";
import { journal, postFor } from "./journal-data.ts";

const wordsBeforeEllipsis = (text: string) =>
  text
    .replace(/\.\.\.$/, "")
    .trim()
    .split(/\s+/).length;

test.describe("The Wellness Journal (/blogs)", () => {
  test("shows the title, heading, tagline and the RSS link", async ({ page }) => {
    const response = await page.goto("/blogs");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Blogs | ${practice.siteName}`);
    await expect(page.getByRole("heading", { level: 1, name: "The Wellness Journal" })).toBeVisible();
    await expect(page.getByText(practice.journal.tagline)).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
  });

  test("features the featured post and lists every other published post, never the draft", async ({ page, request }) => {
    const { featured, latest, unpublished } = await journal(request);
    await page.goto("/blogs");

    const featuredBlock = page.getByRole("region", { name: "Featured Article" });
    await expect(featuredBlock.getByRole("heading", { level: 3 })).toHaveText(featured.title);
    await expect(featuredBlock.getByRole("link", { name: featured.title })).toHaveAttribute("href", `/blogs/${featured.slug}`);
    await expect(featuredBlock.getByText(`By ${featured.author} ·`)).toBeVisible();
    const featuredExcerpt = (await featuredBlock.locator("p", { hasText: "..." }).innerText()).trim();
    expect(featuredExcerpt.endsWith("...")).toBe(true);
    expect(wordsBeforeEllipsis(featuredExcerpt)).toBeLessThanOrEqual(90);
    expect(featured.content[0]?.description.replace(/\s+/g, " ")).toContain(featuredExcerpt.split(" ").slice(0, 5).join(" "));
    // The LCP image is fetched at once with high priority; the cards' images wait until needed.
    await expect(featuredBlock.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(featuredBlock.locator("img")).toHaveAttribute("loading", "eager");

    const latestSection = page.getByRole("region", { name: "Latest Articles" });
    const cards = latestSection.getByRole("listitem");
    await expect(cards).toHaveCount(latest.length);
    await expect(latestSection.getByRole("heading", { level: 3 })).toHaveText(latest.map((blog) => blog.title));
    await expect(latestSection.getByText(featured.title)).toHaveCount(0);
    await expect(page.getByText(unpublished.title)).toHaveCount(0);

    for (const [index, blog] of latest.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(/^Read Count: [\d,]+\+$/)).toBeVisible();
      await expect(card.getByText(blog.category, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: blog.title })).toHaveAttribute("href", `/blogs/${blog.slug}`);
      await expect(card.getByText(new RegExp(`^By ${blog.author} · \\d{1,2} [A-Z][a-z]{2,3} \\d{4}$`))).toBeVisible();
      const cardExcerpt = (await card.locator("p", { hasText: /\.\.\.$/ }).innerText()).trim();
      expect(wordsBeforeEllipsis(cardExcerpt)).toBeLessThanOrEqual(30);
      await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
    }
  });

  test("shows read counts and en-IN dates as the server knows them", async ({ page, request }) => {
    const { latest } = await journal(request);
    const oldest = latest.at(-1)!;
    await page.goto("/blogs");
    const card = page.getByRole("listitem").filter({ hasText: oldest.title });
    const date = new Intl.DateTimeFormat("en-IN", { year: "numeric", month: "short", day: "numeric", timeZone: "Asia/Kolkata" }).format(
      new Date(oldest.createdAt),
    );
    await expect(card.getByText(`By ${oldest.author} · ${date}`)).toBeVisible();
    // The count is asked of the API after load; the cached page carries none.
    await expect(card.getByText(/^Read Count: \d/)).toBeVisible();
    const shown = Number((await card.getByText(/^Read Count:/).innerText()).replace(/\D/g, ""));
    expect(shown).toBeGreaterThanOrEqual(oldest.readers);
  });

  test("opens a post from its card without reloading the page", async ({ page, request }, testInfo) => {
    const { latest } = await journal(request);
    const target = postFor(latest, testInfo.project.name, 4);
    await page.goto("/blogs");
    await page.evaluate(() => Object.assign(window, { journalMarker: true }));
    await page.getByRole("link", { name: target.title }).click();
    await expect(page).toHaveURL(`/blogs/${target.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: target.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { journalMarker?: boolean }).journalMarker)).toBe(true);

    await page.getByRole("main").getByRole("link", { name: "The Wellness Journal" }).click();
    await expect(page).toHaveURL("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "The Wellness Journal" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { journalMarker?: boolean }).journalMarker)).toBe(true);
  });
});
