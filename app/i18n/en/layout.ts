/** The header, the menu, the footer and the floating buttons. */
export const layout = {
  menu: {
    home: "Home",
    whyChooseUs: "Why Choose Us",
    aboutMe: "About Me",
    bookAppointment: "Book Appointment",
    blog: "My Blog",
    media: "Media",
    ourServices: "Our Services",
    contactMe: "Contact Me",
  },
  languages: {
    label: "Languages",
    switchTo: (name: string) => `Read this page in ${name}`,
    notIn: (name: string) => `This article is not in ${name} yet`,
  },
  skipToContent: "Skip to main content",
  mainMenu: "Main",
  visitors: {
    total: "Total Visitors",
    loading: "Loading...",
  },
  logoTagline: "Psychiatrist & Sexologist",
  mobileMenu: {
    title: "Menu",
    open: "Open menu",
    close: "Close menu",
    whatsapp: "Chat on WhatsApp",
  },
  floating: {
    label: "Quick actions",
    whatsapp: "Chat on WhatsApp",
    book: "Book an appointment",
  },
  socialMedia: "Social media",
  footer: {
    menu: "Footer",
    registration: (name: string, number: string) => `${name}, medical registration ${number}`,
    explore: "Explore",
    getInTouch: "Get in touch",
    clinicHours: "Clinic hours",
    rights: (year: string, name: string) => `© ${year} ${name}. All rights reserved.`,
    privacyNotice: "Privacy notice",
    beforeYourVisit: "Before your visit",
    accessibility: "Accessibility",
    websiteBy: "Website by",
  },
};
