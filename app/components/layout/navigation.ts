import type { Messages } from "#app/i18n/en/index.ts";

/** The site menu, in SPEC.md's order: English paths, and the key of each label in the language's messages. */
export const menuItems = [
  { to: "/", key: "home" },
  { to: "/why-choose-us", key: "whyChooseUs" },
  { to: "/about-me", key: "aboutMe" },
  { to: "/book-an-appointment", key: "bookAppointment" },
  { to: "/blogs", key: "blog" },
  { to: "/media", key: "media" },
  { to: "/our-services", key: "ourServices" },
  { to: "/contact-me", key: "contactMe" },
] as const satisfies readonly { to: string; key: keyof Messages["layout"]["menu"] }[];

/**
 * Every page each language has besides the journal's posts, by its English path: the menu's, then the footer's (`key`
 * its label's in the footer's messages) and the self-check. A reply's link to one is named by its label (issue 40).
 */
export const sitePages = [
  ...menuItems,
  { to: "/privacy", key: "privacyNotice" },
  { to: "/before-your-visit", key: "beforeYourVisit" },
  { to: "/accessibility", key: "accessibility" },
  { to: "/self-check", key: "selfCheck" },
] as const;
