import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { floatingButtonsCover } from "./floating.ts";
import { gotoHydrated, publicRoutes } from "./hydrated.ts";

const menu = ["Home", "Why Choose Us", "About Me", "Book Appointment", "My Blog", "Media", "Our Services", "Contact Me"];
const menuPaths = ["/", "/why-choose-us", "/about-me", "/book-an-appointment", "/blogs", "/media", "/our-services", "/contact-me"];

test("the server sends 'Loading...' in the counter, then the page shows the visitor total", { tag: "@phone" }, async ({ page, request }) => {
  const html = await (await request.get("/about-me")).text();
  expect(html).toContain("Total Visitors");
  expect(html).toMatch(/Total Visitors<\/span><span[^>]*>Loading\.\.\./);

  const calls: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/api/user/visitor")) calls.push(pathname);
  });
  await gotoHydrated(page, "/about-me");
  await expect(page.getByTestId("visitor-counter")).toHaveText(/^Total Visitors\s*\d[\d,]*$/);
  expect(calls).toEqual(["/api/user/visitor", "/api/user/visitor/get"]);
});

test("the counter falls back to today's count when the total is zero, and shows 0 when counting fails", { tag: "@phone" }, async ({ page }) => {
  // The first call names the page (?path=…&ref=…) for the visit insights.
  await page.route("**/api/user/visitor?*", (route) => route.fulfill({ json: { success: true, data: { totalCount: 0, currentCount: 7 } } }));
  await page.route("**/api/user/visitor/get", (route) => route.fulfill({ json: { success: true, data: { totalCount: 0, currentCount: 7 } } }));
  await page.goto("/");
  await expect(page.getByTestId("visitor-counter")).toHaveText(/Total Visitors\s*7$/);

  await page.unrouteAll();
  await page.route("**/api/user/visitor?*", (route) => route.fulfill({ status: 500, json: { success: false, message: "Down" } }));
  await page.reload();
  await expect(page.getByTestId("visitor-counter")).toHaveText(/Total Visitors\s*0$/);
});

test("the menu lists SPEC.md's entries in order and marks the current page", { tag: "@desktop" }, async ({ page }) => {
  await gotoHydrated(page, "/why-choose-us");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(menu);
  for (const [index, path] of menuPaths.entries()) {
    await expect(nav.getByRole("link").nth(index)).toHaveAttribute("href", path);
  }
  await expect(nav.getByRole("link", { name: "Why Choose Us" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("link", { name: /Dr\. Aarav Mehta/ })).toHaveAttribute("href", "/");
});

test("the menu of a wide screen stays inside the content column, beside the logo", { tag: "@desktop" }, async ({ page }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, "/");
    const edges = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Main"]')!;
      const row = nav.parentElement!;
      const rowBox = row.getBoundingClientRect();
      const firstChild = row.firstElementChild!.getBoundingClientRect();
      return {
        navLeft: nav.getBoundingClientRect().left,
        navRight: nav.querySelector("ul")!.getBoundingClientRect().right,
        logoRight: firstChild.right,
        contentRight: rowBox.right - Number.parseFloat(getComputedStyle(row).paddingRight),
      };
    });
    expect(edges.navRight, `${width} px`).toBeLessThanOrEqual(edges.contentRight + 0.5);
    expect(edges.navLeft, `${width} px`).toBeGreaterThan(edges.logoRight);
  }
});

test.describe("on a narrow screen", { tag: "@phone" }, () => {
  test("the hamburger opens a full-screen menu that closes on the button, Escape, the backdrop and a link, returning focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    const overlay = page.getByRole("dialog", { name: "Menu" });
    await expect(overlay).toBeHidden();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");

    await hamburger.click();
    await expect(overlay).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const box = await overlay.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // The menu, the same page in the other languages (each named in its own script), then the practice's numbers.
    await expect(overlay.getByRole("link")).toHaveText([...menu, "हिन्दी", "తెలుగు", "اردو", "+91 90000 12345", "Chat on WhatsApp"]);
    await expect(overlay.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await overlay.getByRole("button", { name: "Close menu" }).click();
    await expect(overlay).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await page.mouse.click(8, 420);
    await expect(overlay).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await overlay.getByRole("link", { name: "About Me" }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/about-me$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Meet Dr. Aarav Mehta");
  });

  test("the floating buttons never sit over the footer: they step aside while it is under them, and come back over the room at its end", async ({ page }) => {
    await gotoHydrated(page, "/");
    const floating = page.getByTestId("floating-actions");
    const footer = page.getByRole("contentinfo");
    const content = footer.locator("[data-keep-clear]");
    await expect(content).toHaveCount(2);
    const { footerTop, screen, end } = await footer.evaluate((element) => ({
      footerTop: element.getBoundingClientRect().top + window.scrollY,
      screen: window.innerHeight,
      end: document.documentElement.scrollHeight - window.innerHeight,
    }));
    // From the footer's first line at the bottom of the screen to the end of the page, a fifth of a screen at a time.
    for (let y = footerTop - screen; y < end + screen / 5; y += screen / 5) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, end));
      for (const part of await content.all()) {
        await expect.poll(() => floatingButtonsCover(page, part), `scrolled to ${Math.min(y, end)} px`).toBe(false);
      }
    }
    await expect(floating).toBeVisible();
  });

  test("focus stays inside the open menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const overlay = page.getByRole("dialog", { name: "Menu" });
    await expect(overlay.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let step = 0; step < 14; step++) {
      await page.keyboard.press("Tab");
      expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await overlay.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  });
});

test("links move within the site without a reload, land at the top and set the tab title", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL(/\/our-services$/);
  await expect(page).toHaveTitle("Our Services | Dr. Aarav Mehta — Psychiatrist & Sexologist");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer carries the logo, brand note, seven social links, contact block and maker's credit", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/contact-me");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /Dr\. Aarav Mehta/ })).toHaveAttribute("href", "/");
  await expect(footer).toContainText("Private, unhurried psychiatric and sexual-health care in Pune");
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(7);
  for (const name of ["Facebook", "Instagram", "LinkedIn", "X", "Google Maps", "YouTube", "WhatsApp Channel"]) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleDescription("(opens in a new tab)");
  }
  await expect(footer.getByRole("link", { name: "+91 90000 12345" })).toHaveAttribute("href", "tel:+919000012345");
  await expect(footer.getByRole("link", { name: "WhatsApp", exact: true })).toHaveAttribute("href", "https://wa.me/919000012345");
  await expect(footer.getByRole("link", { name: "care@aaravmehta.example" })).toHaveAttribute("href", "mailto:care@aaravmehta.example");
  await expect(footer.getByRole("link", { name: /Koregaon Park, Pune 411001/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
  await expect(footer).toContainText("Website by Kinara Web Studio");
});

test("every page but /notfound has the floating chat and booking buttons, and a skip link to the content", { tag: "@phone" }, async ({ page }) => {
  for (const path of publicRoutes.filter((route) => route !== "/notfound")) {
    await page.goto(path);
    const floating = page.getByTestId("floating-actions");
    // Shown or, while text is under them, stepped aside (hidden from the accessibility tree too): there either way.
    await expect(floating.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)", includeHidden: true })).toHaveAttribute(
      "href",
      "https://wa.me/919000012345",
    );
    await expect(floating.getByRole("link", { name: "Book an appointment", includeHidden: true })).toHaveAttribute("href", "/book-an-appointment");
  }
  await gotoHydrated(page, "/our-services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("no page talks to a third party while loading", { tag: "@phone" }, async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (req) => {
    if (!req.url().startsWith(baseURL ?? "") && !req.url().startsWith("data:")) foreign.push(req.url());
  });
  for (const path of publicRoutes) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(foreign).toEqual([]);
});
