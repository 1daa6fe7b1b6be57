/** The site menu, in SPEC.md's order. */
export const menuItems = [
  { to: "/", label: "Home" },
  { to: "/why-choose-us", label: "Why Choose Us" },
  { to: "/about-me", label: "About Me" },
  { to: "/book-an-appointment", label: "Book Appointment" },
  { to: "/blogs", label: "My Blog" },
  { to: "/media", label: "Media" },
  { to: "/our-services", label: "Our Services" },
  { to: "/contact-me", label: "Contact Me" },
] as const;
