import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { defaultPractice as practice } from "#app/content/practice.ts";
import { publicMedia } from "./journal-data.ts";

test.describe("Media gallery (/media)", () => {
  test("shows 6 items, and 'Load More' adds the rest after a short spinner", async ({ page, request }) => {
    const media = await publicMedia(request);
    expect(media.length, "the demo content has between 7 and 12 media items").toBeGreaterThan(6);
    expect(media.length).toBeLessThanOrEqual(12);

    const response = await page.goto("/media");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Media | ${practice.siteName}`);
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(6);
    await expect(items.getByRole("button")).toHaveText(media.slice(0, 6).map((item) => new RegExp(item.title)));

    const loadMore = page.getByRole("button", { name: "Load More" });
    // Watched inside the page: on a busy machine the 0.7 s spinner may be gone before a check from here runs.
    const itemsWhileLoading = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (![...document.querySelectorAll("main button")].some((button) => button.textContent?.includes("Loading..."))) return;
            observer.disconnect();
            resolve(document.querySelectorAll("main li").length);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    const clickedAt = Date.now();
    await loadMore.click();
    expect(await itemsWhileLoading).toBe(6);
    await expect(items).toHaveCount(media.length);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(650);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${media.length - 6} more items shown, ${media.length} of ${media.length}.`);
    await expect(page.getByRole("button", { name: /Load More|Loading/ })).toHaveCount(0);
    // The button is gone, so focus went to the first new item rather than to the page.
    await expect(items.nth(6).getByRole("button")).toBeFocused();
  });

  test("a preview opened again at once after closing stays open", async ({ page, request }) => {
    const [first] = await publicMedia(request);
    await page.goto("/media");
    const tile = page.getByRole("button", { name: new RegExp(first!.title) });
    const dialog = page.getByRole("dialog");
    await tile.click();
    await expect(dialog).toBeVisible();

    // Closed and opened again before the browser has delivered the first close's "close" event, as a quick
    // Escape-then-Enter can: that late event must not close the preview opened after it.
    const openAfterwards = await page.evaluate(async (title) => {
      const buttons = () => [...document.querySelectorAll("button")];
      const close = buttons().find((button) => button.textContent?.includes("Close preview"))!;
      const preview = close.closest("dialog")!;
      close.click();
      await Promise.resolve();
      buttons()
        .find((button) => button.textContent?.includes(title))!
        .click();
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return preview.open;
    }, first!.title);
    expect(openAfterwards).toBe(true);
    await expect(dialog.getByRole("heading", { name: first!.title })).toBeVisible();
  });

  test("opens a full-size preview that closes on Escape, the close button and the backdrop", async ({ page, request }) => {
    const [first, second] = await publicMedia(request);
    await page.goto("/media");
    const tile = page.getByRole("button", { name: new RegExp(first!.title) });
    const dialog = page.getByRole("dialog");

    await tile.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: first!.title })).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveJSProperty("complete", true);
    await expect(dialog.getByRole("button", { name: "Close preview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    await tile.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close preview" }).click();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    const secondTile = page.getByRole("button", { name: new RegExp(second!.title) });
    await secondTile.click();
    await expect(dialog.getByRole("heading", { name: second!.title })).toBeVisible();
    // A click outside the picture's panel lands on the backdrop.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(secondTile).toBeFocused();
  });

  test("a press that begins on the preview and ends on the backdrop leaves it open", async ({ page, request }) => {
    const [first] = await publicMedia(request);
    await page.goto("/media");
    await page.getByRole("button", { name: new RegExp(first!.title) }).click();
    const dialog = page.getByRole("dialog");
    const heading = dialog.getByRole("heading", { name: first!.title });
    const box = await heading.boundingBox();
    // Selecting the title and letting go past the panel's edge: the click that ends it targets the dialog itself.
    await page.mouse.move(box!.x + 2, box!.y + box!.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5, { steps: 4 });
    await page.mouse.up();
    await expect(heading).toBeVisible();
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
    // A press that begins on the backdrop still closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test("an image that cannot be loaded shows a placeholder", async ({ page, request }) => {
    const [first] = await publicMedia(request);
    const folder = first!.image.slice(0, first!.image.lastIndexOf("/") + 1);
    await page.route(`**${folder}**`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/media");
    const tile = page.getByRole("button", { name: new RegExp(first!.title) });
    await expect(tile.getByText("Image unavailable")).toBeVisible();
    await expect(page.getByText("Image unavailable")).toHaveCount(1);
  });
});
