/** The home page. The doctor's words, the clinics and the tagline are the practice's own texts. */
export const home = {
  metaTitle: (name: string, city: string) => `${name} | Best Psychiatrist & Sexologist in ${city}`,
  metaDescription: (doctor: { name: string; qualifications: string; specialty: string }, city: string, languages: string) =>
    `${doctor.name} (${doctor.qualifications}), ${doctor.specialty.toLowerCase()} in ${city}: confidential care for depression, anxiety, addiction, sexual health and memory concerns, in ${languages}.`,
  readyToConnect: "Ready to connect?",
  onBookingSite: (site: string) => `on the booking website ${site}`,
  atAGlance: "At a glance",
  rating: (reviews: number) => `5/5 from ${reviews}+ reviews`,
  ratedOn: "Rated by patients on two platforms",
  languages: (count: number) => `${count} languages`,
  clinicsIn: (count: number, city: string) => `${count} clinics in ${city}`,
  clinics: {
    eyebrow: "Where I consult",
    title: "Two clinics, one standard of care",
    intro: "Choose the clinic and time that suit you. Each appointment is unhurried and completely confidential.",
    timings: "Timings",
    fee: "Fee",
    address: "Address",
    exploreServices: "Explore services",
  },
};
