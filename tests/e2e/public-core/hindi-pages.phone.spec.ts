import { expect } from "@playwright/test";
import { en } from "#app/i18n/en/index.ts";
import { hi } from "#app/i18n/hi/index.ts";
import { pathIn } from "#app/i18n/languages.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { test } from "../support/test.ts";
import { publicRoutes } from "./hydrated.ts";

/** The catalogue's English texts of two words or more that Hindi words otherwise: none may show on a Hindi page. */
function englishOnlyTexts(): string[] {
  const found: string[] = [];
  const walk = (english: unknown, hindi: unknown) => {
    if (typeof english === "string") {
      if (english !== hindi && english.trim().split(/\s+/).length >= 2) found.push(english);
    } else if (english && typeof english === "object") {
      for (const [key, value] of Object.entries(english)) walk(value, (hindi as Record<string, unknown>)[key]);
    }
  };
  walk(en, hi);
  return found;
}

test.describe("the Hindi pages", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const path of publicRoutes) {
    test(`${pathIn("hi", path)} shows no English interface text; names and the English posts are marked as English`, async ({ page }) => {
      await page.goto(pathIn("hi", path));
      // What a Hindi reader sees as the page's own text: everything but the parts marked as another language.
      const text = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        for (const other of body.querySelectorAll('[lang]:not([lang^="hi"]), script, style, template')) other.remove();
        return body.textContent ?? "";
      });
      const english = englishOnlyTexts();
      expect(english.length).toBeGreaterThan(20);
      expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
    });
  }
});

for (const lang of ["hi", "te", "ur"] as const) {
  for (const path of ["/", "/book-an-appointment"]) {
    test(`${pathIn(lang, path)} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(pathIn(lang, path));
      await expectNoAxeViolations(page);
    });
  }
}

test("a link within the Hindi site moves without a reload, and the next page arrives with its own texts in Hindi", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(pathIn("hi", "/"));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.locator("footer").getByRole("link", { name: hi.layout.menu.contactMe, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/contact-me$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main")).toContainText(hi.contact.intro.title);
  await expect(page.locator("main")).not.toContainText(en.contact.intro.text);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test("a shared Hindi address of a post not yet in Hindi opens the English post with the Hindi note shown", async ({ page, request }) => {
  const english = [...(await (await request.get("/blogs")).text()).matchAll(/href="(\/blogs\/[a-z0-9-]+)"/g)].map(([, href]) => href!);
  let untranslated: string | undefined;
  for (const href of english) {
    if ((await request.get(pathIn("hi", href), { maxRedirects: 0 })).status() === 302) {
      untranslated = href;
      break;
    }
  }
  if (!untranslated) throw new Error("the demo has no English post without a Hindi translation");
  await page.goto(pathIn("hi", untranslated));
  await expect(page).toHaveURL(new RegExp(`${untranslated}#not-in-hi$`));
  const note = page.locator("#not-in-hi");
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute("lang", "hi");
  await expect(note.getByRole("link", { name: "हिन्दी में लेख" })).toHaveAttribute("href", "/hi/blogs");
});
