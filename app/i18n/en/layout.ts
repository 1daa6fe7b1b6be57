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
  },
};
