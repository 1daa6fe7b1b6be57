import type { Messages } from "#app/i18n/en/index.ts";

type Area = keyof Messages;
/** A page's name: the menu's label, the footer's for a page the menu leaves out, or the one a reply's link reads as. */
type Label = keyof Messages["layout"]["menu"] | keyof Messages["layout"]["footer"] | keyof Messages["comments"]["links"];

/**
 * Every public screen by its English address (issue 37: one list per fact): the menu's entries in SPEC.md's order,
 * then the footer's pages, each with the key of its name (a reply's link to it reads as that name, issue 40). The routes (app/routes.ts), the sitemap, the message areas each page loads, the page-weight
 * and Lighthouse scripts and the tests all derive from it, so a new page is added here once. A post's page, its
 * preview and the not-found page are not screens of their own: their routes are written out in app/routes.ts.
 */
export const publicPages = [
  { path: "/", label: "home", file: "home", areas: ["home", "about"] },
  { path: "/why-choose-us", label: "whyChooseUs", file: "why-choose-us", areas: ["whyChooseUs"] },
  { path: "/about-me", label: "aboutMe", file: "about-me", areas: ["about"] },
  { path: "/book-an-appointment", label: "bookAppointment", file: "book-an-appointment", areas: ["booking", "payment"] },
  { path: "/blogs", label: "blog", file: "blogs", areas: ["journal", "journalList", "paging"] },
  { path: "/media", label: "media", file: "media", areas: ["media", "paging"] },
  // The payment step's texts load when a visitor chooses a video call here.
  { path: "/our-services", label: "ourServices", file: "our-services", areas: ["services", "booking"] },
  { path: "/contact-me", label: "contactMe", file: "contact-me", areas: ["contact"] },
  { path: "/privacy", label: "privacyNotice", file: "privacy", areas: ["privacy"] },
  { path: "/before-your-visit", label: "beforeYourVisit", file: "before-your-visit", areas: ["beforeYourVisit"] },
  { path: "/accessibility", label: "accessibility", file: "accessibility", areas: ["accessibility"] },
  { path: "/self-check", label: "selfCheck", file: "self-check", areas: ["selfCheck"] },
] as const satisfies readonly { path: string; label: Label; file: string; areas: readonly Area[] }[];

export type PublicPagePath = (typeof publicPages)[number]["path"];

/** The English addresses of every public screen, in the list's order. */
export const publicPagePaths: readonly PublicPagePath[] = publicPages.map((page) => page.path);
