/** The "Our Services" page. The services themselves are the practice's own texts. */
export const services = {
  metaTitle: (siteName: string) => `Our Services | ${siteName}`,
  metaDescription: (services: string, name: string, city: string) => `${services} — consultations with ${name} in ${city}.`,
  title: "Specialist care for mind, mood and intimacy",
  intro: (name: string, count: number) =>
    `From a first conversation about stress to advanced neuromodulation, ${name} offers ${count} areas of care under one roof.`,
  areas: "Service areas",
  selfCheckLink: "Private self-check for low mood and anxiety",
  notSure: "Not sure which service fits? Book a first consultation and we will work it out together.",
  bookingTitle: "Ready to take the first step?",
  bookingIntro: (name: string) => `Choose a clinic and a time; your request opens in WhatsApp as a message to ${name}'s number.`,
};
