/** The accessibility statement. A `{name}` in a text is where the page puts a link. */
export const accessibility = {
  meta: {
    title: "Accessibility",
    description: (shortName: string) =>
      `How ${shortName}'s website is made for everyone: the standard it aims at, how it is checked, its known limits and how to report a barrier.`,
  },
  intro: {
    eyebrow: "Accessibility",
    title: "Accessibility statement",
    text: "This website should work for everyone who needs care: on a small phone, with a keyboard, a screen reader, large text or a slow connection, in English, Hindi, Telugu and Urdu.",
  },
  standard: {
    title: "The standard we aim at",
    text: "The Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on every public page in every language.",
  },
  checks: {
    title: "How it is checked",
    items: [
      "Every page is checked automatically with axe-core in a real browser, at phone and desktop widths, whenever the website changes.",
      "Every page must score at least 95 for accessibility in Lighthouse.",
      "The menus, the forms and the booking steps are tried with the keyboard alone and with a screen reader.",
      "Text is at least 16 pixels and grows with your settings, Urdu reads right to left, and movement stops when your device asks for reduced motion.",
    ],
  },
  limits: {
    title: "Known limits",
    items: [
      "A QR code cannot be read aloud: the UPI ID beside it can be copied instead.",
      "Names of people, clinics and places stay in Latin letters on the Hindi, Telugu and Urdu pages.",
      "The video call itself takes place in the app the practice sends you the link for, which this website does not control.",
    ],
  },
  report: {
    title: "Report a barrier",
    text: "If something on this website is hard or impossible for you to use, tell us what and where, and how you would like to get the information instead. Write through the {contact} or to {mail}; we reply within 5 working days.",
    contactLink: "contact form",
  },
  reviewed: "This statement was last reviewed in November 2026.",
};
