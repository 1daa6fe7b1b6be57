// The languages' pages in a real browser (issue 28): Urdu's header mirrored, and which font files each language's
// pages download: the English, Hindi and Telugu pages only the heading font they always had, the Urdu pages that and
// the Nastaliq face, drawn with a line height of about twice the font size.
import { type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";

/** The font files a page downloads, by name without their build hash, once its fonts have loaded. */
async function fontFilesOf(page: Page, path: string): Promise<string[]> {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") files.push(new URL(request.url()).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, "$1"));
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return files.sort();
}

test("the Urdu header runs from the right: its first menu item sits right of its last", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ur/");
  const links = page.getByRole("banner").locator("nav[aria-label]").first().locator("a");
  const first = await links.first().boundingBox();
  const last = await links.last().boundingBox();
  expect(first && last).toBeTruthy();
  expect(first!.x).toBeGreaterThan(last!.x + last!.width);

  // And the English header from the left, as before.
  await page.goto("/");
  const englishFirst = await links.first().boundingBox();
  const englishLast = await links.last().boundingBox();
  expect(englishFirst!.x + englishFirst!.width).toBeLessThan(englishLast!.x);
});

for (const path of ["/", "/about-me", "/hi/", "/te/about-me"]) {
  test(`${path} downloads no font but the headings' one, not even for the language switcher's Urdu name`, async ({ page }) => {
    expect(await fontFilesOf(page, path)).toEqual(["fraunces-headings"]);
    await expect(page.locator("link[href*='urdu']")).toHaveCount(0);
  });
}

for (const path of ["/ur/", "/ur/about-me"]) {
  test(`${path} downloads exactly one font more, the Nastaliq face, and sets Urdu in it with a line height of about 2`, async ({ page }) => {
    expect(await fontFilesOf(page, path)).toEqual(["fraunces-headings", "noto-nastaliq-urdu"]);
    const drawn = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector("main p") ?? document.body);
      return {
        loaded: document.fonts.check(`16px "Noto Nastaliq Urdu"`, "اردو"),
        family: style.fontFamily,
        lineHeightRatio: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
      };
    });
    expect(drawn.loaded).toBe(true);
    expect(drawn.family).toMatch(/^"?Noto Nastaliq Urdu"?,/);
    expect(drawn.lineHeightRatio).toBeGreaterThanOrEqual(1.8);
    expect(drawn.lineHeightRatio).toBeLessThanOrEqual(2.1);
  });
}

test("Hindi, Telugu and Urdu text is never letter-spaced nor slanted, which would break the letters' joins; English is", async ({ page }) => {
  // The styled elements in the page's language (a name, marked English, keeps the English style).
  const styles = (selector: string, property: "letterSpacing" | "fontStyle") =>
    page.evaluate(
      ([selector, property]) =>
        [...document.querySelectorAll(selector)]
          .filter((element) => element.closest("[lang]")?.getAttribute("lang") === document.documentElement.lang)
          .map((element) => getComputedStyle(element)[property]),
      [selector, property] as const,
    );
  const tracked = () => styles("main [class*='tracking-']", "letterSpacing");
  const slanted = () => styles("main .italic", "fontStyle");
  await page.goto("/");
  expect(await tracked()).toContain(`${0.16 * 14}px`);
  expect(await slanted()).toEqual(["italic"]);
  for (const path of ["/hi/", "/te/our-services", "/ur/about-me"]) {
    await page.goto(path);
    const spacing = await tracked();
    expect(spacing.length, path).toBeGreaterThan(1);
    expect(new Set(spacing), path).toEqual(new Set(["normal"]));
  }
  for (const path of ["/hi/", "/ur/about-me"]) {
    await page.goto(path);
    expect(await slanted(), path).toEqual(["normal"]);
  }
});
