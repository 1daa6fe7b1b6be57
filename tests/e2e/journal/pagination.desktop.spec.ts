// The journal, the gallery and an article's comments in pages, with and without JavaScript, on a server of its own
// filled straight through SQL (30 posts, 60 comments on the newest, 30 pictures); and the grid's read counts in one call.
import BetterSqlite3 from "better-sqlite3";
import { type Page, expect } from "@playwright/test";
import { databaseFile } from "../../../server/db/connection.ts";
import { insertComments, insertMedia, insertPosts, minutesBefore } from "../../../scripts/support/bulk-content.ts";
import { serverOfItsOwn } from "../support/own-server.ts";
import { test } from "../support/test.ts";

const own = serverOfItsOwn();
const title = (index: number) => `Journal post ${String(index).padStart(2, "0")}`;
/** Newest first: posts[0] is "Journal post 30". */
let posts: string[];

test.beforeAll(() => {
  const sqlite = new BetterSqlite3(databaseFile(own.server.dataDir));
  try {
    posts = insertPosts(
      sqlite,
      minutesBefore(new Date("2026-06-01T12:00:00.000Z"), 30).map((createdAt, index) => ({
        title: title(30 - index),
        category: "Wellbeing",
        author: "Dr. Test",
        readers: 100 + index,
        createdAt,
        sections: [{ title: "", description: "A first section of a few words.", html: "<p>A first section of a few words.</p>" }],
      })),
    );
    insertComments(
      sqlite,
      minutesBefore(new Date("2026-06-02T12:00:00.000Z"), 60).map((createdAt, index) => ({
        blogId: posts[0]!,
        name: `Reader ${60 - index}`,
        message: `Comment number ${60 - index}`,
        createdAt,
      })),
    );
    insertMedia(
      sqlite,
      minutesBefore(new Date("2026-06-01T12:00:00.000Z"), 30).map((createdAt, index) => ({ title: `Picture ${30 - index}`, description: "", createdAt })),
    );
  } finally {
    sqlite.close();
  }
});

const cardTitles = (page: Page) => page.getByRole("region", { name: "Latest Articles" }).getByRole("heading", { level: 3 });
const expected = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => title(from - index));

async function walkTheJournal(page: Page) {
  await page.goto(`${own.server.url}/blogs`);
  await expect(cardTitles(page)).toHaveText(expected(30, 19));
  const pages = page.getByRole("navigation", { name: "Journal pages" });
  await expect(pages.getByText("Page 1 of 3")).toBeVisible();

  await pages.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(`${own.server.url}/blogs?page=2`);
  await expect(cardTitles(page)).toHaveText(expected(18, 7));
  await expect(pages.getByText("Page 2 of 3")).toBeVisible();

  await pages.getByRole("link", { name: "Older articles" }).click();
  await expect(page).toHaveURL(`${own.server.url}/blogs?page=3`);
  await expect(cardTitles(page)).toHaveText(expected(6, 1));
  await expect(pages.getByRole("link", { name: "Older articles" })).toHaveCount(0);

  await pages.getByRole("link", { name: "Newer articles" }).click();
  await expect(page).toHaveURL(`${own.server.url}/blogs?page=2`);
  await expect(cardTitles(page)).toHaveText(expected(18, 7));
}

async function walkTheComments(page: Page) {
  // The bulk rows' address is `post-<id>` (scripts/support/bulk-content.ts).
  await page.goto(`${own.server.url}/blogs/post-${posts[0]}`);
  const comments = page.getByRole("region", { name: /^Comments/ });
  await expect(comments.getByRole("listitem")).toHaveCount(50);
  await expect(comments.getByText("Comment number 60", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Comments\s*\(60\)$/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Comment pages" }).getByRole("link", { name: "More comments" }).click();
  await expect(page).toHaveURL(`${own.server.url}/blogs/post-${posts[0]}?comments=2#comments-heading`);
  await expect(comments.getByRole("listitem")).toHaveCount(10);
  await expect(comments.getByText("Comment number 10", { exact: true })).toBeVisible();
  await expect(comments.getByText("Comment number 11", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Comment pages" }).getByRole("link", { name: "More comments" })).toHaveCount(0);
}

async function walkTheGallery(page: Page) {
  await page.goto(`${own.server.url}/media`);
  const pages = page.getByRole("navigation", { name: "Gallery pages" });
  await pages.getByRole("link", { name: "Older items" }).click();
  await expect(page).toHaveURL(`${own.server.url}/media?page=2`);
  await expect(page.getByRole("main").getByRole("button", { name: /Picture \d+/ })).toHaveCount(6);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
}

test.describe("with JavaScript", () => {
  test("the journal's pages follow each other in place", async ({ page }) => walkTheJournal(page));
  test("'More comments' shows the next 50", async ({ page }) => walkTheComments(page));
  test("the gallery's pages", async ({ page }) => walkTheGallery(page));

  test("the grid's read counts come from exactly one call, and no card asks on its own", async ({ page }) => {
    const countCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/blog/readers")) countCalls.push(request.url());
    });
    await page.goto(`${own.server.url}/blogs`);
    const cards = page.getByRole("region", { name: "Latest Articles" }).getByRole("listitem");
    // posts[0] is the newest, with 100 reads (and more once the comments' test has opened it); each older one has one more.
    await expect(cards.nth(1).getByText("Read Count: 101+")).toBeVisible();
    await expect(cards.nth(11).getByText("Read Count: 111+")).toBeVisible();
    expect(countCalls).toHaveLength(1);
    expect(new URL(countCalls[0]!).searchParams.get("ids")?.split(",")).toEqual(posts.slice(0, 12));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the journal's pages are plain links", async ({ page }) => walkTheJournal(page));
  test("'More comments' is a plain link", async ({ page }) => walkTheComments(page));
  test("the gallery's pages are plain links", async ({ page }) => walkTheGallery(page));
});
