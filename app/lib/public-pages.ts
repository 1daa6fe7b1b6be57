import type { Messages } from "#app/i18n/en/index.ts";

type Area = keyof Messages;

/**
 * Every public screen by its English address (issue 37: one list per fact): the menu's entries in SPEC.md's order,
 * then the footer's pages. The routes (app/routes.ts), the sitemap, the message areas each page loads, the page-weight
 * and Lighthouse scripts and the tests all derive from it, so a new page is added here once. A post's page, its
 * preview and the not-found page are not screens of their own: their routes are written out in app/routes.ts.
 */
export const publicPages = [
  { path: "/", file: "home", areas: ["home", "about"] },
  { path: "/why-choose-us", file: "why-choose-us", areas: ["whyChooseUs"] },
  { path: "/about-me", file: "about-me", areas: ["about"] },
  { path: "/book-an-appointment", file: "book-an-appointment", areas: ["booking", "payment"] },
  { path: "/blogs", file: "blogs", areas: ["journal", "paging"] },
  { path: "/media", file: "media", areas: ["media", "paging"] },
  // The payment step's texts load when a visitor chooses a video call here.
  { path: "/our-services", file: "our-services", areas: ["services", "booking"] },
  { path: "/contact-me", file: "contact-me", areas: ["contact"] },
  { path: "/privacy", file: "privacy", areas: ["privacy"] },
  { path: "/before-your-visit", file: "before-your-visit", areas: ["beforeYourVisit"] },
  { path: "/accessibility", file: "accessibility", areas: ["accessibility"] },
  { path: "/self-check", file: "self-check", areas: ["selfCheck"] },
] as const satisfies readonly { path: string; file: string; areas: readonly Area[] }[];

export type PublicPagePath = (typeof publicPages)[number]["path"];

/** The English addresses of every public screen, in the list's order. */
export const publicPagePaths: readonly PublicPagePath[] = publicPages.map((page) => page.path);
