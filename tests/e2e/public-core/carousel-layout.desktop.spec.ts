// The testimonials carousel's layout per SPEC.md at five widths, at rest and after each move. The test sets each width
// itself, so it runs once (playwright.config.ts), not once per project.
import { type Locator, type Page, expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { gotoHydrated } from "./hydrated.ts";

type Box = { left: number; right: number; width: number };
type CarouselLayout = { row: Box; slides: Box[]; selected: number };

/**
 * The carousel's row (its overflow-hidden viewport) and every slide's box, as the browser lays them out now. Chrome
 * lays out in 1/64 px; a slide moved by a transform reads back with float noise around that (a width of
 * 465.00003), so each value is rounded to the layout's own unit.
 */
function carouselLayout(carousel: Locator): Promise<CarouselLayout> {
  return carousel.evaluate((section) => {
    const layoutUnit = (value: number) => Math.round(value * 64) / 64;
    const box = (element: Element) => {
      const { left, right, width } = element.getBoundingClientRect();
      return { left: layoutUnit(left), right: layoutUnit(right), width: layoutUnit(width) };
    };
    const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')];
    return {
      row: box(section.firstElementChild!),
      slides: slides.map(box),
      selected: slides.findIndex((slide) => slide.getAttribute("data-selected") === "true"),
    };
  });
}

/** The layout once the carousel has come to rest: two reads a fifth of a second apart agree to the pixel. */
async function restingLayout(page: Page, carousel: Locator): Promise<CarouselLayout> {
  let resting: CarouselLayout | undefined;
  await expect
    .poll(async () => {
      const first = await carouselLayout(carousel);
      await page.waitForTimeout(200);
      const second = await carouselLayout(carousel);
      resting = second;
      return first.slides.every((slide, index) => Math.abs(slide.left - second.slides[index]!.left) < 0.5);
    })
    .toBe(true);
  return resting!;
}

/**
 * SPEC.md: 30 px apart, centred; 3 per view from 1025 px, 2 from 769 px, 1.5 from 501 px, 1 below. A slide is then
 * (row − (n − 1) × 30) / n wide (rounded down to a whole pixel), the active one centred, and each neighbour shows (row − slide − 60) / 2 of itself:
 * all of it at 3 per view, none at 1, equal parts on both sides in between.
 */
function expectSpecLayout({ row, slides, selected }: CarouselLayout, perView: number, label: string) {
  const gap = 30;
  const active = slides[selected]!;
  const previous = slides[(selected + slides.length - 1) % slides.length]!;
  const next = slides[(selected + 1) % slides.length]!;
  const width = (row.width - (perView - 1) * gap) / perView;
  // Slides are whole pixels wide (app/site-base.css), so up to a pixel narrower than the exact share.
  const neighbourShown = Math.min(active.width, Math.max(0, (row.width - active.width - 2 * gap) / 2));
  const shown = (slide: Box) => Math.max(0, Math.min(slide.right, row.right) - Math.max(slide.left, row.left));

  expect(width - active.width, `${label}: slide width`).toBeGreaterThanOrEqual(0);
  expect(width - active.width, `${label}: slide width`).toBeLessThan(1);
  expect((active.left + active.right) / 2, `${label}: active slide centred`).toBeCloseTo((row.left + row.right) / 2, 0);
  expect(shown(active), `${label}: active slide whole`).toBeCloseTo(active.width, 0);
  if (neighbourShown > 0) {
    // A neighbour out of sight may wait anywhere on the looping track; one in sight is 30 px away.
    expect(active.left - previous.right, `${label}: gap before`).toBeCloseTo(gap, 0);
    expect(next.left - active.right, `${label}: gap after`).toBeCloseTo(gap, 0);
  }
  expect(shown(previous), `${label}: previous slide shown`).toBeCloseTo(neighbourShown, 0);
  expect(shown(next), `${label}: next slide shown`).toBeCloseTo(neighbourShown, 0);
}

test("about me: the carousel lays its slides out as SPEC.md says at every width, at rest and after each move", async ({ page }) => {
  test.slow();
  for (const [width, perView] of [
    [390, 1],
    [768, 1.5],
    [1024, 2],
    [1280, 3],
    [1440, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/about-me");
    const carousel = page.getByRole("region", { name: "Patient testimonials" });
    const position = carousel.getByTestId("testimonial-position");
    await carousel.scrollIntoViewIfNeeded();
    // Embla has taken over the row from native scrolling.
    await expect(carousel.locator("> div").first()).not.toHaveAttribute("tabindex");
    expectSpecLayout(await restingLayout(page, carousel), perView, `${width} px at rest`);

    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(position).toHaveText("Testimonial 2 / 8");
    expectSpecLayout(await restingLayout(page, carousel), perView, `${width} px after next`);

    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(position).toHaveText("Testimonial 1 / 8");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(position).toHaveText("Testimonial 8 / 8");
    expectSpecLayout(await restingLayout(page, carousel), perView, `${width} px after looping back`);
  }
});
