/** The contact page, its form and the clinic locations. */
export const contact = {
  meta: {
    title: "Contact Me",
    description: (doctor: string, phone: string, city: string) =>
      `Write to ${doctor}, call ${phone}, or find the clinics in ${city}: addresses, timings and maps.`,
  },
  intro: {
    eyebrow: "Contact Me",
    title: "Let's talk",
    text: "Whether you have a question before booking, need help choosing a clinic, or want to share feedback, write to me. Every message is read personally and kept confidential.",
  },
  ways: { label: "Ways to reach me", email: "Email", phone: "Phone", address: "Address" },
  message: {
    title: "Send a message",
    intro: "Messages are read during clinic days, so please do not use this form for anything urgent.",
  },
  form: { label: "Send a message", phone: "Phone", email: "Email", message: "Message", name: "Name", honeypot: "Leave this field empty", send: "Send Message" },
  sent: { title: "Submitted!", text: "Your message has been sent successfully. I will get back to you shortly." },
  sentUrgent: "Your message has been sent. It sounds like you are going through something very hard; please do not wait for my reply if you need help now.",
  notSent: { title: "Oops!", text: "Failed to send your message. Please try again later." },
  locations: {
    title: "Clinic locations",
    intro: "Choose a clinic to see its timings, address and phone.",
    group: "Clinic location",
    timings: "Timings",
    address: "Address",
    phone: "Phone",
    mapOf: (clinic: string) => `Map of ${clinic}`,
    mapNote: "The map comes from Google Maps and loads only when you ask for it.",
    showMap: "Show map",
    openInMaps: "Open in Maps",
  },
};
