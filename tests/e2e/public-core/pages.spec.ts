import { expect } from "@playwright/test";
import { test } from "../support/test.ts";
import { gotoHydrated } from "./hydrated.ts";
import { publicPagePaths } from "#app/lib/public-pages.ts";

const site = "Dr. Aarav Mehta — Psychiatrist & Sexologist";

test("home: title, hero texts, the external booking button and the click-to-call line", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle("Dr. Aarav Mehta | Best Psychiatrist & Sexologist in Pune");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  const hero = page.getByRole("region", { name: /Dr\. Aarav Mehta/ });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Dr. Aarav MehtaMBBS, MD (Psychiatry)");
  await expect(hero).toContainText("Consultant Psychiatrist & Sexologist");
  await expect(hero).toContainText("trained in psychiatry at the Western India Institute of Medical Sciences");
  await expect(hero).toContainText("Assistant Professor of Psychiatry at the Deccan Medical College");
  await expect(hero).toContainText("Trusted Expertise. Compassionate Care.");
  const book = hero.getByRole("link", { name: /Book Your Appointment/ });
  await expect(book).toHaveAttribute("href", "https://doctor-booking.example/pune/psychiatrist/dr-aarav-mehta");
  await expect(book).toHaveAttribute("target", "_blank");
  await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  await expect(hero).toContainText("Ready to connect?");
  await expect(hero.getByRole("link", { name: "+91 90000 12345" })).toHaveAttribute("href", "tel:+919000012345");
});

test("home: the doctor's portrait is preloaded with high priority and sized", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("imagesrcset", /doctor-480\.avif 480w, \/images\/doctor-800\.avif 800w/);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  const photo = page.getByRole("img", { name: /Illustrated portrait of Dr\. Aarav Mehta/ });
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await expect(photo).toHaveAttribute("width", "800");
  await expect(photo).toHaveAttribute("height", "1000");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("home: a photo that cannot load is replaced by the local 'Doctor Image Unavailable' placeholder", { tag: "@phone" }, async ({ page }) => {
  await page.route("**/images/doctor-*", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await expect(page.getByRole("img", { name: "Doctor Image Unavailable" })).toBeVisible();
  await expect(page.getByText("Doctor Image Unavailable")).toBeVisible();
});

test("home: JSON-LD describes the doctor as an IndividualPhysician and both clinics with the slot schedule as opening hours", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const [physician, caspian, karla] = json["@graph"];
  expect(physician["@type"]).toBe("IndividualPhysician");
  expect(physician.name).toBe("Dr. Aarav Mehta");
  expect(physician.medicalSpecialty).toContain("https://schema.org/Psychiatric");
  expect(physician.knowsLanguage).toEqual(["en", "hi", "ur", "te"]);
  expect(physician.sameAs).toHaveLength(7);
  expect(physician.practicesAt).toEqual([{ "@id": caspian["@id"] }, { "@id": karla["@id"] }]);
  expect([caspian.name, karla.name]).toEqual(["Caspian Multispeciality Clinic", "Karla Mind & Neuromodulation Clinic"]);
  expect(caspian["@type"]).toBe("MedicalClinic");
  expect(caspian.priceRange).toBe("₹500");
  expect(caspian.telephone).toBe("+91 90000 23456");
  expect(caspian.address.postalCode).toBe("411001");
  expect(caspian.openingHoursSpecification).toHaveLength(2);
  expect(caspian.openingHoursSpecification[0].dayOfWeek).toHaveLength(4);
  expect(caspian.openingHoursSpecification[1]).toMatchObject({ dayOfWeek: "https://schema.org/Saturday", opens: "16:30", closes: "18:30" });
  expect(karla.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "14:00" },
  ]);
});

test("home: the hero ends fully shown after its entrance; content below the fold reveals when scrolled to", async ({ page }) => {
  await gotoHydrated(page, "/");
  const heroText = page.locator('[data-reveal="group"]').first();
  const heroBox = await heroText.boundingBox();
  const viewport = page.viewportSize();
  if (!heroBox || !viewport) throw new Error("hero not laid out");
  // SPEC.md section 9: the hero plays its entrance on arrival (tests/e2e/public-core/motion.spec.ts), then stays.
  await expect.poll(() => heroText.locator("h1").evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

  const clinicCard = page.getByRole("heading", { name: "Karla Mind & Neuromodulation Clinic" }).locator("xpath=ancestor::article");
  await expect(clinicCard).toHaveAttribute("data-reveal-state", "hidden");
  await clinicCard.scrollIntoViewIfNeeded();
  await expect(clinicCard).toHaveAttribute("data-reveal-state", "shown");
  await expect.poll(() => clinicCard.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
});

test("why choose us: eight reasons and the two counters running up to 26+ and 25+ with 5/5", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/why-choose-us");
  await expect(page).toHaveTitle(`Why Choose Us | ${site}`);
  const reasons = page.getByRole("region", { name: "Reasons to choose us" }).getByRole("listitem");
  await expect(reasons).toHaveCount(8);
  await expect(reasons.filter({ hasText: "English, Hindi, Urdu or Telugu" })).toHaveCount(1);
  await expect(reasons.filter({ hasText: "A 5-factor diagnostic model" })).toHaveCount(1);
  await expect(reasons.filter({ hasText: "Referrals to trusted specialists" })).toHaveCount(1);

  const ratings = page.getByTestId("rating");
  const counters = ratings.locator("p.font-serif span");
  // Off screen after hydration, the counters wait at 0 for the visitor to scroll to them.
  await expect(counters).toHaveText(["0", "0"]);
  await ratings.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(["26+", "25+"], { timeout: 4000 });
  await expect(ratings.first()).toContainText("5 out of 5 stars");
  await expect(ratings.first()).toContainText("5/5");
  await expect(ratings.nth(1)).toContainText("5/5");
});

test("about me: title, header, timeline, cards and the testimonials carousel", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/about-me");
  await expect(page).toHaveTitle(`About Dr. Aarav Mehta | ${site}`);
  await expect(page.getByText("Expertise & Experience")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Dr. Aarav Mehta, your partner in mental and sexual health");
  await expect(page.locator("blockquote").first()).toContainText("Every person who walks into my clinic");

  const current = page.getByRole("region", { name: "Current Employment" }).getByRole("listitem");
  const past = page.getByRole("region", { name: "Past Experience" }).getByRole("listitem");
  await expect(current).toHaveCount(3);
  await expect(past).toHaveCount(5);
  await expect(current.first()).toContainText("Assistant Professor of Psychiatry");
  await expect(current.first()).toContainText("Deccan Medical College, Pune");
  await expect(current.first()).toContainText("2021 – Present");
  await expect(page.getByRole("region", { name: "Education" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Memberships" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Research Studies" }).getByRole("listitem")).toHaveCount(2);

  const carousel = page.getByRole("region", { name: "Patient testimonials" });
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(8);
  await expect(slides.first().getByText("5 out of 5 stars")).toHaveCount(1);
  await expect(carousel.getByText("5 out of 5 stars")).toHaveCount(8);
});

test("about me: the carousel loops with its previous and next buttons, one slide at a time", async ({ page }) => {
  await gotoHydrated(page, "/about-me");
  const carousel = page.getByRole("region", { name: "Patient testimonials" });
  const position = carousel.getByTestId("testimonial-position");
  const selected = carousel.locator('[data-selected="true"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(position).toHaveText("Testimonial 1 / 8");
  await expect(selected).toHaveAttribute("aria-label", "1 of 8");
  await expect(selected).toContainText("Priya S.");
  // The carousel starts once it nears the screen (its script is fetched then); until it has, the row scrolls natively,
  // takes focus, and its first slide is not yet where the carousel centres it.
  await expect(carousel.locator(":scope > div").first()).not.toHaveAttribute("tabindex", "0");

  const before = await selected.boundingBox();
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(position).toHaveText("Testimonial 2 / 8");
  await expect(selected).toContainText("Rohan K.");
  // The new slide moves into the centre, where the first one was.
  await expect.poll(async () => Math.abs(((await selected.boundingBox())?.x ?? -100) - (before?.x ?? 0))).toBeLessThan(2);

  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(position).toHaveText("Testimonial 8 / 8");
  await expect(selected).toContainText("Imran H.");
});

test("our services: a card with bullets for each of the seven areas, then the appointment form", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/our-services");
  await expect(page).toHaveTitle(`Our Services | ${site}`);
  const areas = page.getByRole("region", { name: "Service areas" }).getByRole("article");
  await expect(areas.getByRole("heading", { level: 2 })).toHaveText([
    "General Psychiatry",
    "Sexual Medicine",
    "Liaison Psychiatry",
    "Addiction Psychiatry",
    "Geriatric Psychiatry",
    "Neuromodulation",
    "Mental Health Wellness",
  ]);
  for (let index = 0; index < 7; index++) {
    expect(await areas.nth(index).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
  }
  const booking = page.getByRole("region", { name: "Ready to take the first step?" });
  await expect(booking.getByRole("button", { name: "Book Appointment" })).toBeVisible();
  await expect(booking.getByRole("combobox", { name: "Preferred time slot" })).toBeVisible();
});

test("book an appointment and contact me: titles and headings", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/book-an-appointment");
  await expect(page).toHaveTitle(`Book Appointment | ${site}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a consultation");
  await page.goto("/contact-me");
  await expect(page).toHaveTitle(`Contact Me | ${site}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk");
});

test("what is typed before the page's scripts arrive is still there once they have", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/blogs");
  const firstPost = await page.locator('main a[href^="/blogs/"]').first().getAttribute("href");
  const forms = [
    { path: "/book-an-appointment", fields: { "Full name": "Asha Rao", "Contact number": "+91 98220 11111" } },
    { path: "/contact-me", fields: { Name: "Asha Rao", Email: "asha@example.com" } },
    { path: firstPost ?? "/blogs/missing", fields: { Comment: "Typed early.", Name: "Asha Rao" } },
  ];
  for (const { path, fields } of forms) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const form = page.locator("main form").first();
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
    release();
    await expect(form.locator('button[type="submit"]'), path).toBeEnabled();
    for (const [label, value] of Object.entries(fields)) await expect(form.getByLabel(label), `${path}: ${label}`).toHaveValue(value);
    await page.unrouteAll();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every text, the real rating counts and all testimonials are in the server's page", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Trusted Expertise. Compassionate Care.")).toBeVisible();
    // The hero's entrance is CSS alone: without a script it still ends fully shown.
    await expect.poll(() => page.getByText("Ready to connect?").evaluate((element) => getComputedStyle(element.parentElement as Element).opacity)).toBe("1");

    await page.goto("/why-choose-us");
    await expect(page.getByTestId("rating").locator("p.font-serif span")).toHaveText(["26+", "25+"]);

    await page.goto("/about-me");
    await expect(page.getByRole("region", { name: "Patient testimonials" }).locator("blockquote")).toHaveCount(8);
    await expect(page.getByTestId("visitor-counter")).toContainText("Loading...");
  });

  test("a form cannot be sent before its script runs, so nothing typed ends up in an address", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/blogs");
    const firstPost = await page.locator('main a[href^="/blogs/"]').first().getAttribute("href");
    for (const path of ["/book-an-appointment", "/contact-me", firstPost ?? "/blogs/missing"]) {
      await page.goto(path);
      const forms = page.locator("main form");
      await expect(forms.first(), path).toBeVisible();
      for (const form of await forms.all()) {
        await expect(form, path).toHaveAttribute("method", "post");
        await expect(form.locator('button[type="submit"]'), path).toBeDisabled();
      }
    }
  });

  test("no page is wider than the screen before its script runs", async ({ page }) => {
    for (const path of publicPagePaths) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    }
  });
});
